import { Inject, NotFoundException } from '@nestjs/common';
import {
  Command,
  CommandHandler,
  ICommandHandler,
  IQueryHandler,
  Query,
  QueryHandler,
} from '@nestjs/cqrs';
import { PROJECTION_RUNNER, READ_MODELS, withTimeout } from '@captains-log/platform';
import type { EventStore } from '@captains-log/event-store';
import { EVENT_STORE } from '@captains-log/platform';
import type { ProjectionRunner, ReadModelDatabase } from '@captains-log/read-models';
import {
  computeRatings,
  computeStandings,
  pairingsView,
  tournamentHistory,
  tournamentStream,
  type PairingRow,
  type Rating,
  type RatingChange,
  type StandingRow,
  type TournamentConfig,
  type TournamentEvent,
} from '@captains-log/tournament';
import { Optional } from '@nestjs/common';
import { fromRecorded, ROUND_TIME_EXPIRED, roundClockStream } from './tournament-events';
import { TournamentsService, type CommandOutcome, type RunCommand } from './tournaments.service';

// ---- commands ----------------------------------------------------------------------------------

/** Any tournament command (register, pair, record a result, ...), run by TournamentsService. */
export class RunTournamentCommand extends Command<CommandOutcome> {
  constructor(readonly command: RunCommand) {
    super();
  }
}

export class CreateTournamentCommand extends Command<CommandOutcome> {
  constructor(readonly input: Parameters<TournamentsService['create']>[0]) {
    super();
  }
}

@CommandHandler(RunTournamentCommand)
export class RunTournamentHandler implements ICommandHandler<RunTournamentCommand, CommandOutcome> {
  constructor(private readonly tournaments: TournamentsService) {}
  execute({ command }: RunTournamentCommand): Promise<CommandOutcome> {
    return this.tournaments.run(command);
  }
}

@CommandHandler(CreateTournamentCommand)
export class CreateTournamentHandler implements ICommandHandler<
  CreateTournamentCommand,
  CommandOutcome
> {
  constructor(private readonly tournaments: TournamentsService) {}
  execute({ input }: CreateTournamentCommand): Promise<CommandOutcome> {
    return this.tournaments.create(input);
  }
}

// ---- queries -----------------------------------------------------------------------------------

export interface Viewer {
  id: string;
  role: string;
}

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
    endsAt: string | null;
    timeExpired: boolean;
    tables: number;
    results: number;
    awaitingConfirmation: number;
    byes: number;
    diagnostics: unknown;
  }>;
  topCut: unknown;
  finalStandings: Array<{ place: number; playerId: string; name: string }> | null;
}

export class GetTournamentQuery extends Query<TournamentSummaryView> {
  constructor(readonly tournamentId: string) {
    super();
  }
}

export interface PlayerView {
  playerId: string;
  name: string;
  late: boolean;
  firstRound: number;
  dropped: boolean;
  droppedAfterRound: number | null;
  disqualified: boolean;
  deckCheck?: unknown;
  /** only for the tournament's directors and the player themself */
  deckList?: string;
}

export class GetPlayersQuery extends Query<{
  tournamentId: string;
  revision: number | null;
  players: PlayerView[];
}> {
  constructor(
    readonly tournamentId: string,
    readonly viewer: Viewer | undefined,
  ) {
    super();
  }
}

export interface PairingsResult {
  tournamentId: string;
  revision: number | null;
  config: TournamentConfig;
  round: number;
  phase: string;
  started: boolean;
  endsAt: string | null;
  pairings: PairingRow[];
}
export class GetPairingsQuery extends Query<PairingsResult> {
  constructor(
    readonly tournamentId: string,
    readonly round?: number,
  ) {
    super();
  }
}

export interface StandingsResult {
  tournamentId: string;
  revision: number | null;
  config: TournamentConfig;
  status: string;
  order: string[];
  standings: Array<Omit<StandingRow, 'outcomes'> & { outcomes: StandingRow['outcomes'] }>;
  /** after the top cut / finalisation: the final order (champion first) */
  finalStandings: Array<{ place: number; playerId: string; name: string }> | null;
}
export class GetStandingsQuery extends Query<StandingsResult> {
  constructor(readonly tournamentId: string) {
    super();
  }
}

export interface HistoryView {
  tournamentId: string;
  revision: number | null;
  entries: Array<{
    revision: number | null;
    at: string;
    recordedAt: string;
    by: string;
    type: string;
    summary: string;
    reason?: string;
    commandId?: string;
    rule?: string;
  }>;
}
export class GetHistoryQuery extends Query<HistoryView> {
  constructor(readonly tournamentId: string) {
    super();
  }
}

export class ListTournamentsQuery extends Query<{ tournaments: unknown[] }> {
  constructor(readonly filter: { status?: string; format?: string }) {
    super();
  }
}

export interface RatingsView {
  format: string | null;
  tournaments: number;
  ratings: Array<Rating & { name: string; rank: number }>;
  history: Array<{ tournamentId: string; name: string; changes: RatingChange[] }>;
}
export class GetRatingsQuery extends Query<RatingsView> {
  constructor(readonly format?: string) {
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
    private readonly tournaments: TournamentsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
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
        timeExpired: expired.has(r.round),
        tables: r.tables.length,
        results: r.tables.filter((t) => t.result).length,
        awaitingConfirmation: r.tables.filter((t) => t.pending).length,
        byes: r.byes.length,
        diagnostics: r.diagnostics,
      })),
      topCut: state.topCut,
      finalStandings:
        state.finalStandings?.map((id, i) => ({
          place: i + 1,
          playerId: id,
          name: state.players[id]?.name ?? id,
        })) ?? null,
    };
  }
}

@QueryHandler(GetPlayersQuery)
export class GetPlayersHandler implements IQueryHandler<GetPlayersQuery> {
  constructor(private readonly tournaments: TournamentsService) {}

  async execute({ tournamentId, viewer }: GetPlayersQuery) {
    const { state, revision } = await this.tournaments.loadExisting(tournamentId);
    const isDirector =
      viewer !== undefined &&
      (viewer.role === 'admin' || state.config!.directors.includes(viewer.id));
    const players: PlayerView[] = state.playerOrder.map((id) => {
      const p = state.players[id]!;
      return {
        playerId: p.id,
        name: p.name,
        late: p.late,
        firstRound: p.firstRound,
        dropped: p.dropped,
        droppedAfterRound: p.droppedAfterRound,
        disqualified: p.disqualified,
        ...(p.deckCheck ? { deckCheck: p.deckCheck } : {}),
        ...(isDirector || viewer?.id === p.id ? { deckList: p.deckList } : {}),
      };
    });
    return { tournamentId, revision, players };
  }
}

@QueryHandler(GetPairingsQuery)
export class GetPairingsHandler implements IQueryHandler<GetPairingsQuery, PairingsResult> {
  constructor(private readonly tournaments: TournamentsService) {}

  async execute({ tournamentId, round }: GetPairingsQuery): Promise<PairingsResult> {
    const { state, revision } = await this.tournaments.loadExisting(tournamentId);
    const r =
      round === undefined
        ? state.rounds[state.rounds.length - 1]
        : state.rounds.find((x) => x.round === round);
    if (!r)
      throw new NotFoundException(
        round === undefined
          ? `tournament ${tournamentId} has no paired round yet`
          : `tournament ${tournamentId} has no round ${round}`,
      );
    return {
      tournamentId,
      revision,
      config: state.config!,
      round: r.round,
      phase: r.phase,
      started: r.started,
      endsAt: r.endsAt,
      pairings: pairingsView(state, r.round),
    };
  }
}

@QueryHandler(GetStandingsQuery)
export class GetStandingsHandler implements IQueryHandler<GetStandingsQuery, StandingsResult> {
  constructor(private readonly tournaments: TournamentsService) {}

  async execute({ tournamentId }: GetStandingsQuery): Promise<StandingsResult> {
    const { state, revision } = await this.tournaments.loadExisting(tournamentId);
    return {
      tournamentId,
      revision,
      config: state.config!,
      status: state.status,
      order: ['points', 'differential', 'strengthOfSchedule', 'headToHead', 'randomTiebreak'],
      standings: computeStandings(state),
      finalStandings:
        state.finalStandings?.map((id, i) => ({
          place: i + 1,
          playerId: id,
          name: state.players[id]?.name ?? id,
        })) ?? null,
    };
  }
}

@QueryHandler(GetHistoryQuery)
export class GetHistoryHandler implements IQueryHandler<GetHistoryQuery, HistoryView> {
  constructor(
    private readonly tournaments: TournamentsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ tournamentId }: GetHistoryQuery): Promise<HistoryView> {
    const { recorded, revision } = await this.tournaments.loadExisting(tournamentId);
    const entries: HistoryView['entries'] = tournamentHistory(recorded.map(fromRecorded)).map(
      (h, i) => {
        const e = recorded[i]!;
        return {
          revision: e.revision,
          at: h.at,
          recordedAt: e.metadata.recordedAt,
          by: h.by,
          type: h.type,
          summary: h.summary,
          ...(h.reason ? { reason: h.reason } : {}),
          ...(e.metadata.commandId ? { commandId: e.metadata.commandId } : {}),
          ...(e.metadata.rule ? { rule: e.metadata.rule } : {}),
        };
      },
    );
    for (const e of await this.store.readStream(roundClockStream(tournamentId))) {
      if (e.type !== ROUND_TIME_EXPIRED) continue;
      entries.push({
        revision: null,
        at: String(e.data.endsAt),
        recordedAt: e.metadata.recordedAt,
        by: e.metadata.actor ?? 'round-clock',
        type: e.type,
        summary: `round ${e.data.round}: time called (${e.data.timeLimitMinutes} minutes)`,
        ...(e.metadata.rule ? { rule: e.metadata.rule } : {}),
      });
    }
    entries.sort((x, y) =>
      x.recordedAt < y.recordedAt ? -1 : x.recordedAt > y.recordedAt ? 1 : 0,
    );
    return { tournamentId, revision, entries };
  }
}

/** Read-your-writes for read-model queries when this process runs the projectors (bounded wait). */
async function caughtUp(projections: ProjectionRunner | null): Promise<void> {
  if (projections)
    await withTimeout(projections.catchUp(), 2_000, 'tournament projector').catch(() => undefined);
}

@QueryHandler(ListTournamentsQuery)
export class ListTournamentsHandler implements IQueryHandler<ListTournamentsQuery> {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    @Optional() @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner | null,
  ) {}

  async execute({ filter }: ListTournamentsQuery) {
    await caughtUp(this.projections);
    const rows = await this.readModels.prisma.tournamentSummary.findMany({
      where: {
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.format ? { format: filter.format } : {}),
      },
      orderBy: { createdAt: 'desc' },
      take: 200,
    });
    return {
      tournaments: rows.map((r) => ({
        tournamentId: r.id,
        name: r.name,
        game: r.game,
        format: r.format,
        eventLevel: r.eventLevel,
        status: r.status,
        players: r.players,
        droppedPlayers: r.droppedPlayers,
        swissRounds: r.swissRounds,
        topCutSize: r.topCutSize,
        currentRound: r.currentRound,
        roundEndsAt: r.roundEndsAt?.toISOString() ?? null,
        winner: r.winner,
        revision: r.lastRevision,
        createdAt: r.createdAt.toISOString(),
        finalizedAt: r.finalizedAt?.toISOString() ?? null,
        href: `/tournaments/${r.id}`,
      })),
    };
  }
}

/**
 * Elo per player and format, recomputed from the events of every finalised tournament (the read
 * model only says which tournaments are finalised): the same events always give the same ratings.
 */
@QueryHandler(GetRatingsQuery)
export class GetRatingsHandler implements IQueryHandler<GetRatingsQuery, RatingsView> {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Optional() @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner | null,
  ) {}

  async execute({ format }: GetRatingsQuery): Promise<RatingsView> {
    await caughtUp(this.projections);
    const rows = await this.readModels.prisma.tournamentSummary.findMany({
      where: { status: 'finalized', ...(format ? { format } : {}) },
      select: { id: true, name: true },
    });
    const streams: TournamentEvent[][] = [];
    const names = new Map<string, string>();
    for (const row of rows) {
      const events = (await this.store.readStream(tournamentStream(row.id))).map(fromRecorded);
      for (const e of events) if (e.type === 'PlayerRegistered') names.set(e.playerId, e.name);
      streams.push(events);
    }
    const { ratings, history } = computeRatings(streams);
    const tournamentName = new Map(rows.map((r) => [r.id, r.name]));
    const rank = new Map<string, number>();
    return {
      format: format ?? null,
      tournaments: rows.length,
      ratings: ratings.map((r) => {
        const n = (rank.get(r.format) ?? 0) + 1;
        rank.set(r.format, n);
        return { ...r, name: names.get(r.playerId) ?? r.playerId, rank: n };
      }),
      history: history.map((h) => ({
        ...h,
        name: tournamentName.get(h.tournamentId) ?? h.tournamentId,
      })),
    };
  }
}
