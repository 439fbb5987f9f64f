import { BadRequestException, ConflictException, Controller, ForbiddenException, Get, Inject, NotFoundException, Param, ParseUUIDPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { JOB_QUEUE, READ_MODELS, REPLAY_KEY, enqueueReplay, type JobQueue, type ReplaySigningKey } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { PERSPECTIVES, type Perspective } from '@captains-log/replay';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { Caller, Public } from '../auth/auth.decorators';
import { GameAccess } from '../games/game-access';
import { GameStreams } from '../games/game-stream';
import { allowedPerspectives, defaultPerspective } from './replay-access';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('params.id: a game id is a UUID') });

/** Issue 8: replay files of finished games and the key that signs them. */
@ApiTags('replays')
@Controller()
export class ReplaysController {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(REPLAY_KEY) private readonly key: ReplaySigningKey,
  ) {}

  @Public()
  @Get('keys/replay')
  @ApiOperation({ summary: 'The Ed25519 public key that signs replay files (raw base64, PEM, key id)' })
  publicKey() {
    return { alg: 'Ed25519', keyId: this.key.keyId, raw: this.key.publicKeyRaw, pem: this.key.publicKeyPem };
  }

  @Get('games/:id/replays')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The replay files of a game you may see: perspective, size, build time' })
  async list(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string) {
    const game = await this.streams.load(id);
    const role = await this.access.roleOf(game, caller);
    const allowed = allowedPerspectives(role, game.meta.settings);
    const rows = await this.readModels.prisma.replayFile.findMany({
      where: { gameId: id },
      select: { perspective: true, revision: true, headHash: true, size: true, sha256: true, buildMs: true, builtAt: true, keyId: true },
    });
    return {
      gameId: id,
      ended: game.state.phase === 'ended',
      allowed,
      default: defaultPerspective(role, game.meta.settings),
      files: rows.filter((r) => allowed.includes(r.perspective as Perspective)).sort((a, b) => PERSPECTIVES.indexOf(a.perspective as Perspective) - PERSPECTIVES.indexOf(b.perspective as Perspective)),
    };
  }

  @Get('games/:id/replay')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Download a finished game’s replay file (JSON Lines, libs/replay format v1)' })
  @ApiQuery({ name: 'perspective', required: false, enum: ['public', 'p1', 'p2', 'full'] })
  async download(
    @Caller() caller: AuthenticatedAccount,
    @Param('id', uuid) id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { access_token: _token, perspective: asked, ...rest } = query;
    const unknown = Object.keys(rest);
    if (unknown.length) throw new BadRequestException(`query.${unknown[0]}: unknown parameter (perspective is the only one)`);
    if (asked !== undefined && !PERSPECTIVES.includes(asked as Perspective)) {
      throw new BadRequestException(`query.perspective: one of ${PERSPECTIVES.join(', ')}`);
    }
    const game = await this.streams.load(id);
    const role = await this.access.roleOf(game, caller);
    const perspective = (asked as Perspective | undefined) ?? defaultPerspective(role, game.meta.settings);
    if (game.state.phase !== 'ended') throw new ConflictException(`game ${id} has not ended: replays are built when it ends`);
    const allowed = allowedPerspectives(role, game.meta.settings);
    if (!allowed.includes(perspective)) {
      throw new ForbiddenException({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: perspective === 'full' && !game.meta.settings.openAfterEnd
          ? `game ${id} keeps hidden information closed after the end: there is no full replay`
          : `you may download the ${allowed.join(', ')} replay of game ${id}, not ${perspective}`,
        allowed,
      });
    }
    const row = await this.readModels.prisma.replayFile.findUnique({ where: { gameId_perspective: { gameId: id, perspective } } });
    if (!row || row.revision !== game.revision) {
      // not built yet (or the job failed): ask again; the job id makes a repeat a no-op
      await enqueueReplay(this.queue, id, game.revision);
      res.setHeader('retry-after', '2');
      throw new NotFoundException({ statusCode: 404, code: 'REPLAY_PENDING', message: `the ${perspective} replay of game ${id} is being built; try again shortly` });
    }
    res.set({
      'x-replay-sha256': row.sha256,
      'x-replay-build-ms': String(row.buildMs),
      'x-replay-built-at': row.builtAt.toISOString(),
      'cache-control': 'private, max-age=300',
    });
    return new StreamableFile(Buffer.from(row.bytes), {
      type: 'application/x-ndjson; charset=utf-8',
      disposition: `attachment; filename="game-${id}-${perspective}.replay.jsonl"`,
      length: row.size,
    });
  }
}
