import { BadRequestException, Controller, Get, Inject, NotFoundException, Param, ParseUUIDPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { REPLAY_KEY, type ReplaySigningKey } from '@captains-log/platform';
import { PERSPECTIVES, type Perspective } from '@captains-log/replay';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { Caller, Public } from '../auth/auth.decorators';
import { AcceptsQueryToken } from '../auth/request-identity';
import { GetReplayFileQuery, type ReplayFile } from './queries/get-replay-file';
import { ListReplaysQuery } from './queries/list-replays';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('params.id: a game id is a UUID') });

/** Replay files of finished games and the key that signs them. */
@ApiTags('replays')
@Controller()
export class ReplaysController {
  constructor(
    private readonly queries: QueryBus,
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
  list(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string) {
    return this.queries.execute(new ListReplaysQuery(caller, id));
  }

  @Get('games/:id/replay')
  @AcceptsQueryToken()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Download a finished game’s replay file (JSON Lines, libs/replay format v2: salted commitments)' })
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
    let file: ReplayFile;
    try {
      file = await this.queries.execute(new GetReplayFileQuery(caller, id, asked as Perspective | undefined));
    } catch (err) {
      if (err instanceof NotFoundException && (err.getResponse() as { code?: string }).code === 'REPLAY_PENDING') res.setHeader('retry-after', '2');
      throw err;
    }
    res.set({
      'x-replay-sha256': file.sha256,
      'x-replay-build-ms': String(file.buildMs),
      'x-replay-built-at': file.builtAt.toISOString(),
      'cache-control': 'private, max-age=300',
    });
    return new StreamableFile(Buffer.from(file.bytes), {
      type: 'application/x-ndjson; charset=utf-8',
      disposition: `attachment; filename="game-${id}-${file.perspective}.replay.jsonl"`,
      length: file.size,
    });
  }
}
