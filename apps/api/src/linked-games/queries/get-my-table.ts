import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@captains-log/event-store';
import { EVENT_STORE } from '@captains-log/platform';
import { describeResult, type DeckCheckSummary } from '@captains-log/tournament';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { ROUND_TIME_EXPIRED, roundClockStream } from '../../tournaments/tournament-events';
import { TournamentStreams } from '../../tournaments/tournament-streams';
import { TableGames } from '../table-games';
import { isGuestPlayer } from '../../tournaments/commands/register-player';

export interface MyTableView {
  tournamentId: string;
  /** registration | swiss | top-cut | finalized */
  status: string;
  revision: number | null;
  /** your registration, or null when you are not registered */
  player: { playerId: string; name: string; dropped: boolean; droppedAfterRound: number | null; disqualified: boolean; deckCheck: DeckCheckSummary | null } | null;
  /** the latest paired round and its clock, or null before the first pairing */
  round: { round: number; phase: string; started: boolean; endsAt: string | null; pausedAt: string | null; timeExpired: boolean } | null;
  /** your table in that round (null: a bye, or not in the round) */
  table: {
    table: number;
    /** a: listed first in the pairing (the linked game's p1), b: second */
    seat: 'a' | 'b';
    /** guest: registered without an account (a walk-in): the table plays on paper and a director records its result */
    opponent: { playerId: string; name: string; guest: boolean };
    /** pending, reported (awaiting the other player's confirmation) or final */
    status: 'pending' | 'reported' | 'final';
    result: string | null;
    /** a report awaiting confirmation: who reported it, and whether you are the one to confirm or reject it */
    report: { result: string; reportedBy: string; yoursToConfirm: boolean } | null;
    /** the table's linked game, once started (POST …/tables/:table/game) */
    gameId: string | null;
  } | null;
  /** your bye in that round, if you have one */
  bye: { kind: 'pairing' | 'earned' } | null;
}

/** Where the caller sits in a tournament's latest round: table, seat, opponent, result, linked game. */
export class GetMyTableQuery extends Query<MyTableView> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly tournamentId: string,
  ) {
    super();
  }
}

@QueryHandler(GetMyTableQuery)
export class GetMyTableHandler implements IQueryHandler<GetMyTableQuery> {
  constructor(
    private readonly tournaments: TournamentStreams,
    private readonly tableGames: TableGames,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ caller, tournamentId }: GetMyTableQuery): Promise<MyTableView> {
    const { state, revision } = await this.tournaments.loadExisting(tournamentId);
    const me = state.players[caller.id];
    const nameOf = (id: string) => state.players[id]?.name ?? id;
    const last = state.rounds[state.rounds.length - 1];
    const view: MyTableView = {
      tournamentId,
      status: state.status,
      revision,
      player: me
        ? { playerId: me.id, name: me.name, dropped: me.dropped, droppedAfterRound: me.droppedAfterRound, disqualified: me.disqualified, deckCheck: me.deckCheck ?? null }
        : null,
      round: null,
      table: null,
      bye: null,
    };
    if (!last) return view;
    const expired = (await this.store.readStream(roundClockStream(tournamentId))).some((e) => e.type === ROUND_TIME_EXPIRED && Number(e.data.round) === last.round);
    view.round = { round: last.round, phase: last.phase, started: last.started, endsAt: last.endsAt, pausedAt: last.pausedAt, timeExpired: expired };
    if (!me) return view;
    const bye = last.byes.find((b) => b.player === caller.id);
    if (bye) view.bye = { kind: bye.kind };
    const t = last.tables.find((x) => x.a === caller.id || x.b === caller.id);
    if (!t) return view;
    const opponent = t.a === caller.id ? t.b : t.a;
    const game = await this.tableGames.find(tournamentId, last.round, t.a, t.b);
    view.table = {
      table: t.table,
      seat: t.a === caller.id ? 'a' : 'b',
      opponent: { playerId: opponent, name: nameOf(opponent), guest: isGuestPlayer(opponent) },
      status: t.result ? 'final' : t.pending ? 'reported' : 'pending',
      result: t.result ? describeResult(t.result, nameOf) : null,
      report:
        !t.result && t.pending
          ? { result: describeResult(t.pending.result, nameOf), reportedBy: t.pending.reportedBy, yoursToConfirm: t.pending.reportedBy !== caller.id }
          : null,
      gameId: game?.gameId ?? null,
    };
    return view;
  }
}

