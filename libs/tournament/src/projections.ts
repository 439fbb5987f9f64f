import { computeStandings } from './standings';
import type { GameResult, PlayerId, TournamentEvent, TournamentState } from './types';

export interface PairingRow {
  round: number;
  phase: 'swiss' | 'top-cut';
  table: number | null;
  playerA: PlayerId;
  playerAName: string;
  playerAPoints: number;
  playerB: PlayerId | null;
  playerBName: string | null;
  playerBPoints: number | null;
  /** "bye", "earned bye", a result summary, "reported: …" (awaiting confirmation) or "". */
  result: string;
  status: 'bye' | 'pending' | 'reported' | 'final';
}

const name = (state: TournamentState, id: PlayerId) => state.players[id]?.name ?? id;

export function describeResult(result: GameResult, nameOf: (id: PlayerId) => string = (id) => id): string {
  const score = (scores: Record<string, number>) => Object.values(scores).join(':');
  switch (result.kind) {
    case 'full-win':
      return `full win ${nameOf(result.winner)} (${score(result.scores)})`;
    case 'modified-win':
      return `modified win ${nameOf(result.winner)} (${score(result.scores)})`;
    case 'concession':
      return `concession by ${nameOf(result.conceded)} (100-0)`;
    case 'decks-exhausted':
      return `both decks empty (${score(result.scores)})`;
    case 'tie':
      return result.scores ? `true tie (${score(result.scores)})` : 'true tie';
    case 'no-show':
      return `no-show ${result.absent.map(nameOf).join(' and ')}`;
    case 'game-loss':
      return `game loss ${nameOf(result.loser)}${result.reason ? ` (${result.reason})` : ''}`;
    case 'disqualification':
      return `disqualification ${nameOf(result.loser)}${result.reason ? ` (${result.reason})` : ''}`;
  }
}

/** Pairings of one round (default: the latest) with each player's points before the round. */
export function pairingsView(state: TournamentState, roundNumber?: number): PairingRow[] {
  const round = roundNumber === undefined ? state.rounds[state.rounds.length - 1] : state.rounds.find((r) => r.round === roundNumber);
  if (!round) return [];
  const points = new Map(computeStandings(state, { throughRound: round.round - 1 }).map((r) => [r.playerId, r.points]));
  const nameOf = (id: PlayerId) => name(state, id);
  const rows: PairingRow[] = round.tables.map((t) => ({
    round: round.round,
    phase: round.phase,
    table: t.table,
    playerA: t.a,
    playerAName: nameOf(t.a),
    playerAPoints: points.get(t.a) ?? 0,
    playerB: t.b,
    playerBName: nameOf(t.b),
    playerBPoints: points.get(t.b) ?? 0,
    result: t.result ? describeResult(t.result, nameOf) : t.pending ? `reported: ${describeResult(t.pending.result, nameOf)}` : '',
    status: t.result ? 'final' : t.pending ? 'reported' : 'pending',
  }));
  for (const bye of round.byes) {
    rows.push({
      round: round.round,
      phase: round.phase,
      table: null,
      playerA: bye.player,
      playerAName: nameOf(bye.player),
      playerAPoints: points.get(bye.player) ?? 0,
      playerB: null,
      playerBName: null,
      playerBPoints: null,
      result: bye.kind === 'earned' ? 'earned bye' : 'bye',
      status: 'bye',
    });
  }
  return rows;
}

/** "1 bye", "2 byes", "0 rematches" */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const minutesSeconds = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export interface HistoryEntry {
  /** 1-based position of the event in the stream. */
  version: number;
  at: string;
  by: PlayerId;
  type: TournamentEvent['type'];
  summary: string;
  reason?: string;
}

/** The tournament's visible history: every fact, corrections with who made them and why. */
export function tournamentHistory(events: readonly TournamentEvent[]): HistoryEntry[] {
  const names = new Map<PlayerId, string>();
  const nameOf = (id: PlayerId) => names.get(id) ?? id;
  return events.map((event, index) => {
    let summary: string;
    let reason: string | undefined;
    switch (event.type) {
      case 'TournamentCreated':
        // "1E Modern" names its game already: not "1E 1E Modern" (the event page words it alike)
        summary = `created ${event.config.name} (${event.config.format.startsWith(event.config.game) ? event.config.format : `${event.config.game} ${event.config.format}`}, ${event.config.eventLevel})`;
        break;
      case 'PlayerRegistered':
        names.set(event.playerId, event.name);
        summary = `${event.late ? 'late entry' : 'registered'} ${event.name}`;
        break;
      case 'DeckListUpdated':
        summary = `deck list updated for ${nameOf(event.playerId)}`;
        break;
      case 'RegistrationWithdrawn':
        summary = `registration withdrawn: ${nameOf(event.playerId)}`;
        break;
      case 'TournamentStarted':
        summary = `started with ${count(event.playerCount, 'player')}, ${count(event.swissRounds, 'Swiss round')}`;
        break;
      case 'EarnedByeGranted':
        summary = `earned bye for ${nameOf(event.playerId)} in round ${event.round}`;
        reason = event.reason;
        break;
      case 'RoundPaired':
        summary = `round ${event.round} ${event.attempt > 0 ? 're-paired' : 'paired'} (${event.phase}, ${count(event.pairings.length, 'table')}, ${count(event.byes.length, 'bye')}, ${count(event.diagnostics.rematches, 'rematch', 'rematches')}, ${count(event.diagnostics.pairDowns, 'pair-down')})`;
        reason = event.reason;
        break;
      case 'PairingsAdjusted':
        summary = `round ${event.round} pairings ${event.change === 'swap' ? 'swapped' : 'set'} by hand`;
        reason = event.reason;
        break;
      case 'RoundStarted':
        summary = `round ${event.round} started: ${count(event.timeLimitMinutes, 'minute')} on the clock`;
        break;
      case 'RoundPaused':
        summary = `round ${event.round} clock paused with ${minutesSeconds(event.remainingMs)} left`;
        reason = event.reason;
        break;
      case 'RoundResumed':
        summary = `round ${event.round} clock resumed after ${minutesSeconds(event.pausedMs)}: ${minutesSeconds(Date.parse(event.endsAt) - Date.parse(event.at))} left`;
        break;
      case 'ResultRecorded':
        summary = `round ${event.round} table ${event.table}: ${describeResult(event.result, nameOf)} (${event.source})`;
        break;
      case 'ResultReported':
        summary = `round ${event.round} table ${event.table}: ${nameOf(event.reportedBy)} reported ${describeResult(event.result, nameOf)}`;
        break;
      case 'ResultRejected':
        summary = `round ${event.round} table ${event.table}: report rejected by ${nameOf(event.rejectedBy)}`;
        reason = event.reason;
        break;
      case 'ResultCorrected':
        summary = `round ${event.round} table ${event.table} corrected: ${describeResult(event.previous, nameOf)} → ${describeResult(event.result, nameOf)}`;
        reason = event.reason;
        break;
      case 'PlayerDropped':
        summary = `${nameOf(event.playerId)} ${event.disqualified ? 'disqualified' : 'dropped'} after round ${event.afterRound}`;
        reason = event.reason;
        break;
      case 'PlayerReinstated':
        summary = `${nameOf(event.playerId)} re-entered by a director`;
        reason = event.reason;
        break;
      case 'TopCutStarted':
        summary = `top cut of ${event.size} (bracket of ${event.bracketSize}): ${event.seeds.map(nameOf).join(', ')}`;
        break;
      case 'TournamentFinalized':
        summary = `finalised; winner ${event.finalStandings[0] ? nameOf(event.finalStandings[0]) : '—'}`;
        break;
      // issue 13: judges
      case 'JudgeCallNoted':
        summary = `judge called by ${nameOf(event.calledBy)} in game ${event.gameId}${event.round !== null ? ` (round ${event.round})` : ''}${event.revision !== null ? ` about event ${event.revision}` : ''}: “${event.text}” (${event.call})`;
        break;
      case 'JudgeAdded':
        summary = `${event.name ?? event.accountId} added as a judge`;
        break;
      case 'JudgeRemoved':
        summary = `${event.name ?? event.accountId} no longer judges`;
        break;
      case 'RulingRecorded':
        summary = `ruling by ${event.judge} on game ${event.gameId}${event.round !== null ? ` (round ${event.round} table ${event.table})` : ''}${event.call ? `, ${event.call}` : ''}: ${event.decision} (${event.ruleApplied})`;
        break;
      case 'PenaltyRecorded':
        summary = `penalty: ${event.penalty} for ${nameOf(event.playerId)} (game ${event.gameId}${event.ruling ? `, ${event.ruling}` : ''})`;
        break;
    }
    return { version: index + 1, at: event.at, by: event.by, type: event.type, summary, ...(reason ? { reason } : {}) };
  });
}

