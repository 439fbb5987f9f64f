import type { Bye, Pairing, RoundState, TableState, TournamentEvent, TournamentState } from './types';

export function initialTournamentState(): TournamentState {
  return {
    status: 'new',
    config: null,
    players: {},
    playerOrder: [],
    swissRounds: null,
    rounds: [],
    earnedByes: {},
    topCut: null,
    finalStandings: null,
    judges: [],
    rulings: [],
    penalties: [],
    version: 0,
  };
}

const tablesFrom = (pairings: readonly Pairing[]): TableState[] =>
  pairings.map((p) => ({ table: p.table, a: p.a, b: p.b, result: null, source: null, pending: null }));

function withRound(state: TournamentState, round: number, update: (r: RoundState) => RoundState): RoundState[] {
  return state.rounds.map((r) => (r.round === round ? update(r) : r));
}

function withTable(state: TournamentState, round: number, table: number, update: (t: TableState) => TableState): RoundState[] {
  return withRound(state, round, (r) => ({ ...r, tables: r.tables.map((t) => (t.table === table ? update(t) : t)) }));
}

/** Players placed in a round lower their first round (a late entrant included by a re-pair). */
function includePlayers(state: TournamentState, round: number, pairings: readonly Pairing[], byes: readonly Bye[]): TournamentState['players'] {
  const players = { ...state.players };
  const ids = [...pairings.flatMap((p) => [p.a, p.b]), ...byes.map((b) => b.player)];
  for (const id of ids) {
    const player = players[id];
    if (player && player.firstRound > round) players[id] = { ...player, firstRound: round };
  }
  return players;
}

/** Applies one fact. Pure and total: no rules are checked here (decide did that). */
export function evolve(state: TournamentState, event: TournamentEvent): TournamentState {
  const next = applyEvent(state, event);
  return { ...next, version: state.version + 1 };
}

function applyEvent(state: TournamentState, event: TournamentEvent): TournamentState {
  switch (event.type) {
    case 'TournamentCreated':
      return { ...state, status: 'registration', config: event.config, swissRounds: event.config.swissRounds };
    case 'PlayerRegistered': {
      const entry = {
        id: event.playerId,
        name: event.name,
        deckList: event.deckList,
        ...(event.deckCheck ? { deckCheck: event.deckCheck } : {}),
        late: event.late,
        firstRound: state.rounds.filter((r) => r.phase === 'swiss').length + 1,
        dropped: false,
        droppedAfterRound: null,
        disqualified: false,
      };
      return { ...state, players: { ...state.players, [event.playerId]: entry }, playerOrder: [...state.playerOrder, event.playerId] };
    }
    case 'DeckListUpdated': {
      const player = state.players[event.playerId];
      if (!player) return state;
      const updated = { ...player, deckList: event.deckList };
      if (event.deckCheck) updated.deckCheck = event.deckCheck;
      else delete updated.deckCheck;
      return { ...state, players: { ...state.players, [event.playerId]: updated } };
    }
    case 'RegistrationWithdrawn': {
      const players = { ...state.players };
      delete players[event.playerId];
      const earnedByes: Record<string, string[]> = {};
      for (const [round, list] of Object.entries(state.earnedByes)) earnedByes[round] = list.filter((id) => id !== event.playerId);
      return { ...state, players, playerOrder: state.playerOrder.filter((id) => id !== event.playerId), earnedByes };
    }
    case 'TournamentStarted':
      return { ...state, status: 'swiss', swissRounds: event.swissRounds };
    case 'EarnedByeGranted': {
      const key = String(event.round);
      return { ...state, earnedByes: { ...state.earnedByes, [key]: [...(state.earnedByes[key] ?? []), event.playerId] } };
    }
    case 'RoundPaired': {
      const round: RoundState = {
        round: event.round,
        phase: event.phase,
        attempt: event.attempt,
        started: false,
        startedAt: null,
        endsAt: null,
        pausedAt: null,
        pausedMs: 0,
        tables: tablesFrom(event.pairings),
        byes: event.byes,
        diagnostics: event.diagnostics,
      };
      const rounds = state.rounds.some((r) => r.round === event.round)
        ? state.rounds.map((r) => (r.round === event.round ? round : r))
        : [...state.rounds, round];
      return { ...state, rounds, players: includePlayers(state, event.round, event.pairings, event.byes) };
    }
    case 'PairingsAdjusted':
      return {
        ...state,
        rounds: withRound(state, event.round, (r) => ({ ...r, tables: tablesFrom(event.pairings), byes: event.byes, diagnostics: event.diagnostics })),
        players: includePlayers(state, event.round, event.pairings, event.byes),
      };
    case 'RoundStarted':
      return { ...state, rounds: withRound(state, event.round, (r) => ({ ...r, started: true, startedAt: event.at, endsAt: event.endsAt })) };
    case 'RoundPaused':
      return { ...state, rounds: withRound(state, event.round, (r) => ({ ...r, pausedAt: event.at })) };
    case 'RoundResumed':
      return {
        ...state,
        rounds: withRound(state, event.round, (r) => ({ ...r, pausedAt: null, pausedMs: r.pausedMs + event.pausedMs, endsAt: event.endsAt })),
      };
    case 'ResultRecorded':
      return {
        ...state,
        rounds: withTable(state, event.round, event.table, (t) => ({
          ...t,
          result: event.result,
          source: event.source,
          ...(event.gameId ? { gameId: event.gameId } : {}),
          pending: null,
        })),
      };
    case 'ResultReported':
      return { ...state, rounds: withTable(state, event.round, event.table, (t) => ({ ...t, pending: { result: event.result, reportedBy: event.reportedBy } })) };
    case 'ResultRejected':
      return { ...state, rounds: withTable(state, event.round, event.table, (t) => ({ ...t, pending: null })) };
    case 'ResultCorrected':
      return { ...state, rounds: withTable(state, event.round, event.table, (t) => ({ ...t, result: event.result, source: 'director' })) };
    case 'PlayerDropped': {
      const player = state.players[event.playerId];
      if (!player) return state;
      return {
        ...state,
        players: {
          ...state.players,
          [event.playerId]: { ...player, dropped: true, droppedAfterRound: event.afterRound, disqualified: player.disqualified || event.disqualified },
        },
      };
    }
    case 'PlayerReinstated': {
      const player = state.players[event.playerId];
      if (!player) return state;
      return { ...state, players: { ...state.players, [event.playerId]: { ...player, dropped: false, droppedAfterRound: null } } };
    }
    case 'TopCutStarted':
      return {
        ...state,
        status: 'top-cut',
        topCut: { size: event.size, bracketSize: event.bracketSize, seeds: event.seeds, firstRound: event.firstRound },
      };
    case 'TournamentFinalized':
      return { ...state, status: 'finalized', finalStandings: event.finalStandings };
    case 'JudgeCallNoted':
      return state;
    case 'JudgeAdded':
      return {
        ...state,
        judges: [...(state.judges ?? []), event.accountId],
        ...(event.name ? { judgeNames: { ...state.judgeNames, [event.accountId]: event.name } } : {}),
      };
    case 'JudgeRemoved':
      return { ...state, judges: (state.judges ?? []).filter((id) => id !== event.accountId) };
    case 'RulingRecorded': {
      const { gameId, round, table, ruling, call, judge, decision, ruleApplied } = event;
      return { ...state, rulings: [...(state.rulings ?? []), { gameId, round, table, ruling, call, judge, decision, ruleApplied, at: event.at }] };
    }
    case 'PenaltyRecorded': {
      const { playerId, penalty, gameId, ruling, round } = event;
      return { ...state, penalties: [...(state.penalties ?? []), { playerId, penalty, gameId, ruling, round, at: event.at }] };
    }
  }
}

export function foldEvents(events: readonly TournamentEvent[], from: TournamentState = initialTournamentState()): TournamentState {
  return events.reduce(evolve, from);
}
