import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@captains-log/event-store';
import { EVENT_STORE, READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import type { TournamentConfig } from '@captains-log/tournament';
import { ROUND_TIME_EXPIRED, roundClockStream } from '../tournament-events';
import { TournamentStreams } from '../tournament-streams';
import { finalStandingsOf } from './final-standings';

/** The configuration without the seed until the tournament is finalised (it predicts pairings). */
export type PublicConfig = Omit<TournamentConfig, 'seed'> & { seed?: string };

export interface TournamentSummaryView {
  tournamentId: string;
  revision: number | null;
  status: string;
  config: PublicConfig;
  swissRounds: number | null;
  players: { registered: number; active: number; dropped: number };
  rounds: Array<{
    round: number;
    phase: string;
    attempt: number;
    started: boolean;
    startedAt: string | null;
    /** when time runs out; while paused, when it would have at the pause */
    endsAt: string | null;
    /** set while the round's clock is paused */
    pausedAt: string | null;
    /** time the clock stood still in earlier pauses (ms), already added to endsAt */
    pausedMs: number;
    timeExpired: boolean;
    tables: number;
    results: number;
    awaitingConfirmation: number;
    byes: number;
    diagnostics: unknown;
  }>;
  topCut: unknown;
  finalStandings: Array<{ place: number; playerId: string; name: string }> | null;
  /** issue 13: the dashboard's list of judge calls waiting for a ruling (from the games read model) */
  openJudgeCalls: Array<{ gameId: string; round: number | null; calls: string[] }>;
  /** issue 13: accounts added as judges (besides the directors), rulings and penalties recorded */
  judges: string[];
  /** the same accounts with their handles and names (for the director's list) */
  judgeAccounts: Array<{ accountId: string; handle: string; name: string }>;
  rulings: number;
  penalties: Array<{ playerId: string; penalty: string; gameId: string; round: number | null }>;
}

export class GetTournamentQuery extends Query<TournamentSummaryView> {
  constructor(readonly tournamentId: string) {
    super();
  }
}

const publicConfig = (config: TournamentConfig, finalized: boolean): PublicConfig => {
  const { seed, ...rest } = config;
  return finalized ? { ...rest, seed } : rest;
};

@QueryHandler(GetTournamentQuery)
export class GetTournamentHandler implements IQueryHandler<
  GetTournamentQuery,
  TournamentSummaryView
> {
  constructor(
    private readonly tournaments: TournamentStreams,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly rm: ReadModelDatabase,
  ) {}

  async execute({ tournamentId }: GetTournamentQuery): Promise<TournamentSummaryView> {
    const { state, revision } = await this.tournaments.loadExisting(tournamentId);
    const expired = new Set(
      (await this.store.readStream(roundClockStream(tournamentId)))
        .filter((e) => e.type === ROUND_TIME_EXPIRED)
        .map((e) => Number(e.data.round)),
    );
    const players = Object.values(state.players);
    const finalized = state.status === 'finalized';
    return {
      tournamentId,
      revision,
      status: state.status,
      config: publicConfig(state.config!, finalized),
      swissRounds: state.swissRounds,
      players: {
        registered: players.length,
        active: players.filter((p) => !p.dropped).length,
        dropped: players.filter((p) => p.dropped).length,
      },
      rounds: state.rounds.map((r) => ({
        round: r.round,
        phase: r.phase,
        attempt: r.attempt,
        started: r.started,
        startedAt: r.startedAt,
        endsAt: r.endsAt,
        pausedAt: r.pausedAt,
        pausedMs: r.pausedMs,
        timeExpired: expired.has(r.round),
        tables: r.tables.length,
        results: r.tables.filter((t) => t.result).length,
        awaitingConfirmation: r.tables.filter((t) => t.pending).length,
        byes: r.byes.length,
        diagnostics: r.diagnostics,
      })),
      topCut: state.topCut,
      finalStandings: finalStandingsOf(state),
      openJudgeCalls: (
        await this.rm.prisma.game.findMany({
          where: { tournamentId, NOT: { openJudgeCalls: { isEmpty: true } } },
          select: { id: true, tournamentRound: true, openJudgeCalls: true },
          orderBy: { updatedAt: 'asc' },
        })
      ).map((g) => ({ gameId: g.id, round: g.tournamentRound, calls: g.openJudgeCalls })),
      judges: state.judges ?? [],
      judgeAccounts: (state.judges ?? []).length
        ? (await this.rm.prisma.account.findMany({ where: { id: { in: state.judges } }, select: { id: true, handle: true, displayName: true }, orderBy: { handle: 'asc' } })).map((a) => ({
            accountId: a.id,
            handle: a.handle,
            name: a.displayName,
          }))
        : [],
      rulings: (state.rulings ?? []).length,
      penalties: (state.penalties ?? []).map(({ playerId, penalty, gameId, round }) => ({ playerId, penalty, gameId, round })),
    };
  }
}
