import { BadRequestException, ForbiddenException, Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { describeDiff, view } from '@captains-log/engine';
import type { EventStore } from '@captains-log/event-store';
import { EVENT_STORE, READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { gameStream, GameStreams, stateAt, type LoadedGame } from '../game-streams';
import { judgeLog, otherSenders, revalidateGame, type GameRevalidation } from './judge-log';
import { verifySeal } from './seal-check';

async function asJudge(
  streams: GameStreams,
  access: GameAccess,
  caller: AuthenticatedAccount,
  gameId: string,
): Promise<LoadedGame> {
  const game = await streams.load(gameId);
  const role = await access.roleOf(game, caller);
  if (role.kind !== 'director')
    throw new ForbiddenException(
      `only a judge of game ${gameId} (a director of its tournament, or an admin) reads the judge's view`,
    );
  return game;
}

function revisionIn(game: LoadedGame, revision: number, name: string): number {
  if (revision > game.revision)
    throw new BadRequestException(
      `${name}: revision ${revision} is beyond the game's head (${game.revision})`,
    );
  return revision;
}

/** GET /games/:id/judge?at=N — the full log and the whole state (both hands, deck orders, seed cards) at a revision, /verify and the re-validation. */
export class GetJudgeViewQuery extends Query<unknown> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly at?: number,
  ) {
    super();
  }
}

@QueryHandler(GetJudgeViewQuery)
export class GetJudgeViewHandler implements IQueryHandler<GetJudgeViewQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
    @Inject(READ_MODELS) private readonly rm: ReadModelDatabase,
  ) {}

  async execute({ caller, gameId, at }: GetJudgeViewQuery) {
    const game = await asJudge(this.streams, this.access, caller, gameId);
    const revision = at === undefined ? game.revision : revisionIn(game, at, 'query.at');
    const state = revision === game.revision ? game.state : stateAt(game, revision);
    const chain = await this.store.verifyStream(gameStream(gameId));
    return {
      gameId,
      revision,
      head: game.revision,
      players: game.meta.players.map(({ seat, handle, name }) => ({ seat, handle, name })),
      tournament: game.meta.tournament ?? null,
      view: view(state, 'director'),
      seed: state.secret.seed,
      calls: Object.values(game.state.judge.calls),
      judge: game.state.judge,
      log: judgeLog(game, await this.handlesOf(otherSenders(game))).filter((e) => e.revision <= revision),
      verify: { ...chain, seal: verifySeal(game) },
      revalidation: revalidateGame(game),
    };
  }

  /** the judges', directors' and admins' handles (the log names who ruled, paused, took a call) */
  private async handlesOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.rm.prisma.account.findMany({ where: { id: { in: ids } }, select: { id: true, handle: true } });
    return new Map(rows.map((r) => [r.id, r.handle]));
  }
}

/** GET /games/:id/diff?from=&to= — what changed between two revisions, in words. */
export class GetGameDiffQuery extends Query<{
  gameId: string;
  from: number;
  to: number;
  changes: string[];
}> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly from: number,
    readonly to: number,
  ) {
    super();
  }
}

@QueryHandler(GetGameDiffQuery)
export class GetGameDiffHandler implements IQueryHandler<GetGameDiffQuery> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  async execute({ caller, gameId, from, to }: GetGameDiffQuery) {
    const game = await asJudge(this.streams, this.access, caller, gameId);
    return {
      gameId,
      from,
      to,
      changes: describeDiff(
        stateAt(game, revisionIn(game, from, 'query.from')),
        stateAt(game, revisionIn(game, to, 'query.to')),
      ),
    };
  }
}

/** GET /games/:id/revalidation — the recorded commands re-run through today's rules. */
export class RevalidateGameQuery extends Query<GameRevalidation> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
  ) {
    super();
  }
}

@QueryHandler(RevalidateGameQuery)
export class RevalidateGameHandler implements IQueryHandler<RevalidateGameQuery> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  async execute({ caller, gameId }: RevalidateGameQuery): Promise<GameRevalidation> {
    return revalidateGame(await asJudge(this.streams, this.access, caller, gameId));
  }
}
