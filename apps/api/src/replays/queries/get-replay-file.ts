import { ConflictException, ForbiddenException, Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@captains-log/event-store';
import { chainAlertFor, checkStoredChain, EVENT_STORE, JOB_QUEUE, READ_MODELS, enqueueReplay, type JobQueue } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import type { Perspective } from '@captains-log/replay';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../../games/game-access';
import { gameStream, GameStreams } from '../../games/game-streams';
import { allowedPerspectives, defaultPerspective } from '../replay-access';

function chainBroken(id: string, brokenAt: number | null, problem: string): ConflictException {
  return new ConflictException({
    statusCode: 409,
    code: 'CHAIN_BROKEN',
    message: `game ${id}'s log does not verify (broken at revision ${brokenAt ?? '?'}: ${problem}); no replay is built or served from it — a director has been alerted`,
    brokenAt,
  });
}

export interface ReplayFile {
  gameId: string;
  perspective: Perspective;
  bytes: Uint8Array;
  size: number;
  sha256: string;
  buildMs: number;
  builtAt: Date;
}

/** A finished game's replay file (403 for a perspective the caller may not see; 404 REPLAY_PENDING while it is built). */
export class GetReplayFileQuery extends Query<ReplayFile> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    /** default: the caller's seat, `full` for a director, else `public` */
    readonly perspective?: Perspective,
  ) {
    super();
  }
}

@QueryHandler(GetReplayFileQuery)
export class GetReplayFileHandler implements IQueryHandler<GetReplayFileQuery> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ caller, gameId: id, perspective: asked }: GetReplayFileQuery): Promise<ReplayFile> {
    const game = await this.streams.load(id);
    const role = await this.access.roleOf(game, caller);
    const perspective = asked ?? defaultPerspective(role, game.meta.settings);
    if (game.state.phase !== 'ended') throw new ConflictException(`game ${id} has not ended: replays are built when it ends`);
    const allowed = allowedPerspectives(role, game.meta.settings);
    if (!allowed.includes(perspective)) {
      throw new ForbiddenException({
        statusCode: 403,
        code: 'FORBIDDEN',
        message:
          perspective === 'full' && !game.meta.settings.openAfterEnd
            ? `game ${id} keeps hidden information closed after the end: there is no full replay`
            : `you may download the ${allowed.join(', ')} replay of game ${id}, not ${perspective}`,
        allowed,
      });
    }
    // a game whose stored chain was found broken has no replay (issue 14): 409 naming the break
    const alert = await chainAlertFor(this.readModels, gameStream(id));
    if (alert) throw chainBroken(id, alert.brokenAt, alert.problem);
    const row = await this.readModels.prisma.replayFile.findUnique({ where: { gameId_perspective: { gameId: id, perspective } } });
    if (!row || row.revision !== game.revision) {
      // before asking for a build, the log is checked in the store (not this api's cache)
      const verification = await checkStoredChain(this.store, this.readModels, gameStream(id), 'replay-request');
      if (!verification.ok) {
        this.streams.forget(id);
        throw chainBroken(id, verification.brokenAt, verification.reason);
      }
      // not built yet (or the job failed): ask again; the job id makes a repeat a no-op
      await enqueueReplay(this.queue, id, game.revision);
      throw new NotFoundException({
        statusCode: 404,
        code: 'REPLAY_PENDING',
        message: `the ${perspective} replay of game ${id} is being built; try again shortly`,
      });
    }
    return { gameId: id, perspective, bytes: row.bytes, size: row.size, sha256: row.sha256, buildMs: row.buildMs, builtAt: row.builtAt };
  }
}
