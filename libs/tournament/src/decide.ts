import { violation } from './errors';
import { pairRandom, pairSwiss, type SwissCandidate, type SwissPairingOptions } from './pairing/swiss';
import { createPrng } from './prng';
import { resultWinner } from './scoring';
import { computeStandings } from './standings';
import { addJudge, noteJudgeCall, recordRuling, removeJudge } from './judges';
import { bracketSurvivors, finalStandings, nextPowerOfTwo, pairBracketRound } from './top-cut';
import {
  DEFAULT_SCORING_PROFILE,
  type Actor,
  type Bye,
  type CommandOf,
  type DecideOptions,
  type EventBase,
  type GameResult,
  type Pairing,
  type PairingDiagnostics,
  type PlayerId,
  type RoundState,
  type ScoringProfile,
  type TournamentCommand,
  type TournamentConfig,
  type TournamentEvent,
  type TournamentState,
} from './types';

export const tournamentStream = (tournamentId: string) => `tournament-${tournamentId}`;

/** Default number of Swiss rounds: ⌈log₂ players⌉ (enough for one undefeated player), at least 1. */
export function defaultSwissRounds(playerCount: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(2, playerCount))));
}

export function defaultRoundTimeLimit(game: '1E' | '2E'): number {
  return game === '1E' ? 75 : 60;
}

export const R = {
  lifecycle: 'tournament rules › lifecycle',
  registration: 'tournament rules › registration',
  pairing: 'tournament rules › pairing a round (Swiss)',
  results: 'tournament rules › results',
  differential: 'CC ruling on OPG 7.4 (differential)',
  corrections: 'tournament rules › corrections',
  topCut: 'tournament rules › top cut',
  clock: 'tournament rules › round time limit',
  roles: 'platform rule › roles: what players and directors may do',
};

type Options = DecideOptions & { pairing?: SwissPairingOptions };

/** decide(state, command) -> events, or throws TournamentRuleViolation. */
export function decide(state: TournamentState, command: TournamentCommand, options: Options = {}): TournamentEvent[] {
  const base: EventBase = { at: command.at, by: command.actor.id };
  if (command.type === 'CreateTournament') return [createTournament(state, command, base)];
  const config = state.config ?? violation('NOT_CREATED', 'The tournament does not exist yet', R.lifecycle);
  if (state.status === 'finalized') violation('FINALIZED', 'The tournament is finalised', R.lifecycle);

  switch (command.type) {
    case 'RegisterPlayer': {
      const late = state.status !== 'registration';
      if (late) {
        requireDirector(command, 'Late entries are registered by a director');
        if (state.status !== 'swiss') violation('REGISTRATION_CLOSED', 'Registration is closed (top cut)', R.registration);
        if (swissRoundsPaired(state) >= (state.swissRounds ?? 0)) violation('REGISTRATION_CLOSED', 'Every Swiss round has been paired', R.registration);
      } else requireSelfOrDirector(command, command.playerId);
      if (state.players[command.playerId]) violation('ALREADY_REGISTERED', `${command.playerId} is already registered`, R.registration);
      if (!command.name.trim()) violation('NAME_REQUIRED', 'A player name is required', R.registration);
      const deckCheck = checkDeck(command.deckList, config, options);
      return [{ ...base, type: 'PlayerRegistered', playerId: command.playerId, name: command.name, deckList: command.deckList, late, ...(deckCheck ? { deckCheck } : {}) }];
    }
    case 'UpdateDeckList': {
      requireSelfOrDirector(command, command.playerId);
      requirePlayer(state, command.playerId);
      if (state.status !== 'registration') violation('DECK_LOCKED', 'Deck lists are locked once the event starts', R.registration);
      const deckCheck = checkDeck(command.deckList, config, options);
      return [{ ...base, type: 'DeckListUpdated', playerId: command.playerId, deckList: command.deckList, ...(deckCheck ? { deckCheck } : {}) }];
    }
    case 'WithdrawRegistration': {
      requireSelfOrDirector(command, command.playerId);
      requirePlayer(state, command.playerId);
      if (state.status !== 'registration') violation('ALREADY_STARTED', 'After the start a player drops instead', R.registration);
      return [{ ...base, type: 'RegistrationWithdrawn', playerId: command.playerId }];
    }
    case 'StartTournament': {
      requireDirector(command);
      if (state.status !== 'registration') violation('ALREADY_STARTED', 'The tournament has already started', R.lifecycle);
      const count = state.playerOrder.length;
      if (count < 2) violation('TOO_FEW_PLAYERS', 'At least two players are needed', R.lifecycle);
      return [{ ...base, type: 'TournamentStarted', swissRounds: config.swissRounds ?? defaultSwissRounds(count), playerCount: count }];
    }
    case 'GrantEarnedBye': {
      requireDirector(command);
      requireReason(command.reason);
      const player = requirePlayer(state, command.playerId);
      if (player.dropped) violation('PLAYER_DROPPED', `${command.playerId} has dropped`, R.pairing);
      if (state.status !== 'registration' && state.status !== 'swiss') violation('SWISS_OVER', 'Earned byes are for Swiss rounds', R.pairing);
      if (!Number.isInteger(command.round) || command.round <= swissRoundsPaired(state)) violation('ROUND_ALREADY_PAIRED', `Round ${command.round} is already paired or invalid`, R.pairing);
      if (state.swissRounds !== null && command.round > state.swissRounds) violation('NO_SUCH_ROUND', `There are only ${state.swissRounds} Swiss rounds`, R.pairing);
      if ((state.earnedByes[String(command.round)] ?? []).includes(command.playerId)) violation('ALREADY_GRANTED', 'That bye is already granted', R.pairing);
      return [{ ...base, type: 'EarnedByeGranted', playerId: command.playerId, round: command.round, reason: command.reason }];
    }
    case 'PairRound': {
      requireDirector(command);
      const last = lastRound(state);
      if (last && !last.started) violation('ROUND_NOT_STARTED', `Round ${last.round} is paired but not started (re-pair it instead)`, R.pairing);
      if (last && !roundComplete(last)) violation('ROUND_INCOMPLETE', `Round ${last.round} still has tables without a result`, R.pairing);
      if (state.status === 'swiss') {
        const round = swissRoundsPaired(state) + 1;
        if (round > (state.swissRounds ?? 0)) violation('SWISS_COMPLETE', 'Every Swiss round is paired; start the top cut or finalise', R.pairing);
        const paired = pairSwissRound(state, round, 0, options.pairing);
        return [{ ...base, type: 'RoundPaired', round, phase: 'swiss', attempt: 0, ...paired, rule: R.pairing }];
      }
      if (state.status === 'top-cut') {
        const alive = bracketSurvivors(state).filter((x) => x !== null);
        if (alive.length <= 1) violation('TOP_CUT_COMPLETE', 'The top cut has a champion; finalise the tournament', R.topCut);
        const { pairings, byes } = pairBracketRound(state);
        return [
          {
            ...base,
            type: 'RoundPaired',
            round: state.rounds.length + 1,
            phase: 'top-cut',
            attempt: 0,
            pairings,
            byes,
            diagnostics: { method: 'bracket', rematches: 0, pairDowns: 0, pairDownDistance: 0 },
            rule: R.topCut,
          },
        ];
      }
      return violation('NOT_STARTED', 'The tournament has not started', R.lifecycle);
    }
    case 'RepairRound': {
      requireDirector(command);
      requireReason(command.reason);
      const round = requireOpenRound(state, command.round);
      if (round.phase !== 'swiss') violation('BRACKET_FIXED', 'Top-cut pairings follow the bracket', R.topCut);
      const attempt = round.attempt + 1;
      const paired = pairSwissRound(state, round.round, attempt, options.pairing);
      return [{ ...base, type: 'RoundPaired', round: round.round, phase: 'swiss', attempt, ...paired, reason: command.reason, rule: R.pairing }];
    }
    case 'SwapPlayers': {
      requireDirector(command);
      requireReason(command.reason);
      const round = requireOpenRound(state, command.round);
      const { playerA: x, playerB: y } = command;
      if (x === y) violation('SAME_PLAYER', 'Swap two different players', R.pairing);
      const inRound = (id: PlayerId) => round.tables.some((t) => t.a === id || t.b === id) || round.byes.some((b) => b.player === id);
      for (const id of [x, y]) if (!inRound(id)) violation('NOT_IN_ROUND', `${id} is not in round ${round.round}`, R.pairing);
      const swap = (id: PlayerId) => (id === x ? y : id === y ? x : id);
      const pairings = round.tables.map((t) => ({ table: t.table, a: swap(t.a), b: swap(t.b) }));
      if (pairings.some((p) => p.a === p.b)) violation('SAME_TABLE', 'Those players are at the same table', R.pairing);
      const byes = round.byes.map((b) => ({ ...b, player: swap(b.player) }));
      return [{ ...base, type: 'PairingsAdjusted', round: round.round, change: 'swap', pairings, byes, reason: command.reason, diagnostics: manualDiagnostics(state, round.round, pairings), rule: R.pairing }];
    }
    case 'SetPairings': {
      requireDirector(command);
      requireReason(command.reason);
      const round = requireOpenRound(state, command.round);
      const seen = new Set<PlayerId>();
      for (const id of [...command.pairings.flatMap((p) => [p.a, p.b]), ...command.byes]) {
        const player = requirePlayer(state, id);
        if (player.dropped) violation('PLAYER_DROPPED', `${id} has dropped`, R.pairing);
        if (seen.has(id)) violation('DUPLICATE_PLAYER', `${id} appears twice`, R.pairing);
        seen.add(id);
      }
      const before = [...round.tables.flatMap((t) => [t.a, t.b]), ...round.byes.map((b) => b.player)];
      const missing = before.filter((id) => !seen.has(id) && !state.players[id]?.dropped);
      if (missing.length) violation('PLAYER_LEFT_OUT', `Not placed: ${missing.join(', ')}`, R.pairing);
      const earned = new Set(round.byes.filter((b) => b.kind === 'earned').map((b) => b.player));
      const pairings = command.pairings.map((p, i) => ({ table: i + 1, a: p.a, b: p.b }));
      const byes: Bye[] = command.byes.map((id) => ({ player: id, kind: earned.has(id) ? 'earned' : 'pairing' }));
      return [{ ...base, type: 'PairingsAdjusted', round: round.round, change: 'set', pairings, byes, reason: command.reason, diagnostics: manualDiagnostics(state, round.round, pairings), rule: R.pairing }];
    }
    case 'StartRound': {
      requireDirector(command);
      const round = requireOpenRound(state, command.round);
      const limit = config.roundTimeLimitMinutes;
      const startMs = Date.parse(command.at);
      if (Number.isNaN(startMs)) violation('BAD_TIME', `Not an ISO time: ${command.at}`, R.lifecycle);
      const endsAt = new Date(startMs + limit * 60_000).toISOString();
      return [{ ...base, type: 'RoundStarted', round: round.round, timeLimitMinutes: limit, endsAt }];
    }
    case 'PauseRound': {
      requireDirector(command);
      const round = requireRunningRound(state, command.round);
      if (round.pausedAt) violation('ROUND_PAUSED', `Round ${round.round}'s clock is already paused`, R.clock);
      if (roundComplete(round)) violation('ROUND_COMPLETE', `Every table of round ${round.round} has a result`, R.clock);
      const remainingMs = Date.parse(round.endsAt!) - timeOf(command.at);
      if (remainingMs <= 0) violation('TIME_OVER', `Round ${round.round}'s time has run out`, R.clock);
      return [{ ...base, type: 'RoundPaused', round: round.round, remainingMs, ...(command.reason ? { reason: command.reason } : {}), rule: R.clock }];
    }
    case 'ResumeRound': {
      requireDirector(command);
      const round = requireRunningRound(state, command.round);
      if (!round.pausedAt) violation('NOT_PAUSED', `Round ${round.round}'s clock is running`, R.clock);
      const pausedMs = timeOf(command.at) - Date.parse(round.pausedAt);
      if (pausedMs < 0) violation('BAD_TIME', `The clock cannot resume before it was paused (${round.pausedAt})`, R.clock);
      const endsAt = new Date(Date.parse(round.endsAt!) + pausedMs).toISOString();
      return [{ ...base, type: 'RoundResumed', round: round.round, pausedMs, endsAt, rule: R.clock }];
    }
    case 'RecordResult': {
      if (command.actor.role !== 'director' && command.actor.role !== 'system') violation('FORBIDDEN', 'Only a director or a linked game records a result', R.roles);
      const { round, table } = requireTable(state, command.round, command.table);
      if (!round.started) violation('ROUND_NOT_STARTED', `Round ${round.round} has not started`, R.results);
      if (table.result) violation('RESULT_ALREADY_RECORDED', 'This table has a result; correct it instead', R.corrections);
      validateResult(command.result, table.a, table.b, round.phase);
      const events: TournamentEvent[] = [
        {
          ...base,
          type: 'ResultRecorded',
          round: round.round,
          table: table.table,
          result: command.result,
          source: command.actor.role === 'system' ? 'game' : 'director',
          ...(command.gameId ? { gameId: command.gameId } : {}),
          rule: R.results,
        },
      ];
      return [...events, ...disqualificationDrop(state, command.result, base, round.round)];
    }
    case 'ReportResult': {
      const { round, table } = requireTable(state, command.round, command.table);
      if (command.actor.id !== table.a && command.actor.id !== table.b) violation('FORBIDDEN', 'Only a player at the table reports its result', R.roles);
      if (!round.started) violation('ROUND_NOT_STARTED', `Round ${round.round} has not started`, R.results);
      if (table.result) violation('RESULT_ALREADY_RECORDED', 'This table has a result', R.results);
      validateResult(command.result, table.a, table.b, round.phase);
      if (command.result.kind === 'game-loss' || command.result.kind === 'disqualification') violation('DIRECTOR_ONLY', 'Penalties are recorded by a director', R.roles);
      return [{ ...base, type: 'ResultReported', round: round.round, table: table.table, result: command.result, reportedBy: command.actor.id }];
    }
    case 'ConfirmResult':
    case 'RejectResult': {
      const { round, table } = requireTable(state, command.round, command.table);
      if (!table.pending) violation('NOTHING_TO_CONFIRM', 'No reported result awaits confirmation', R.results);
      const opponent = table.pending.reportedBy === table.a ? table.b : table.a;
      if (command.actor.id !== opponent) violation('FORBIDDEN', 'Only the opponent of the reporting player confirms or rejects', R.roles);
      if (command.type === 'RejectResult') {
        return [{ ...base, type: 'ResultRejected', round: round.round, table: table.table, rejectedBy: command.actor.id, ...(command.reason ? { reason: command.reason } : {}) }];
      }
      return [{ ...base, type: 'ResultRecorded', round: round.round, table: table.table, result: table.pending.result, source: 'players', rule: R.results }];
    }
    case 'CorrectResult': {
      requireDirector(command);
      requireReason(command.reason);
      const { round, table } = requireTable(state, command.round, command.table);
      if (!table.result) violation('NO_RESULT', 'There is no result to correct; record one', R.corrections);
      validateResult(command.result, table.a, table.b, round.phase);
      if (JSON.stringify(table.result) === JSON.stringify(command.result)) violation('NO_CHANGE', 'The correction equals the recorded result', R.corrections);
      if (round.phase === 'top-cut') {
        const later = state.rounds.some((r) => r.phase === 'top-cut' && r.round > round.round);
        const before = resultWinner(table.result, table.a, table.b);
        const after = resultWinner(command.result, table.a, table.b);
        if (later && before !== after) violation('CORRECTION_BREAKS_BRACKET', 'A later bracket round is paired from this winner', R.corrections);
      }
      return [
        { ...base, type: 'ResultCorrected', round: round.round, table: table.table, previous: table.result, result: command.result, reason: command.reason, rule: R.corrections },
        ...disqualificationDrop(state, command.result, base, round.round),
      ];
    }
    case 'DropPlayer': {
      requireSelfOrDirector(command, command.playerId);
      const player = requirePlayer(state, command.playerId);
      if (state.status === 'registration') violation('NOT_STARTED', 'Before the start, withdraw the registration', R.lifecycle);
      if (player.dropped) violation('ALREADY_DROPPED', `${command.playerId} has already dropped`, R.lifecycle);
      return [{ ...base, type: 'PlayerDropped', playerId: command.playerId, afterRound: state.rounds.length, disqualified: false, ...(command.reason ? { reason: command.reason } : {}) }];
    }
    case 'ReinstatePlayer': {
      requireDirector(command, 'Only a director re-enters a dropped player');
      requireReason(command.reason);
      const player = requirePlayer(state, command.playerId);
      if (!player.dropped) violation('NOT_DROPPED', `${command.playerId} has not dropped`, R.lifecycle);
      if (player.disqualified) violation('DISQUALIFIED', 'A disqualified player cannot re-enter', R.lifecycle);
      if (state.status !== 'swiss') violation('SWISS_OVER', 'Re-entry is only possible during the Swiss rounds', R.lifecycle);
      return [{ ...base, type: 'PlayerReinstated', playerId: command.playerId, reason: command.reason }];
    }
    case 'StartTopCut': {
      requireDirector(command);
      if (state.status !== 'swiss') violation('NOT_IN_SWISS', 'The top cut follows the Swiss rounds', R.topCut);
      requireSwissFinished(state);
      if (config.topCutSize < 2) violation('NO_TOP_CUT', 'This tournament has no top cut', R.topCut);
      const eligible = computeStandings(state).filter((r) => !r.dropped && !r.disqualified);
      const size = Math.min(config.topCutSize, eligible.length);
      if (size < 2) violation('TOO_FEW_PLAYERS', 'Fewer than two players are eligible for the top cut', R.topCut);
      return [
        {
          ...base,
          type: 'TopCutStarted',
          size,
          bracketSize: nextPowerOfTwo(size),
          seeds: eligible.slice(0, size).map((r) => r.playerId),
          firstRound: state.rounds.length + 1,
          rule: R.topCut,
        },
      ];
    }
    case 'FinalizeTournament': {
      requireDirector(command);
      if (state.status === 'swiss') {
        requireSwissFinished(state);
        if (config.topCutSize >= 2) violation('TOP_CUT_PENDING', 'Play the top cut before finalising', R.topCut);
      } else if (state.status === 'top-cut') {
        const alive = bracketSurvivors(state).filter((x) => x !== null);
        const last = lastRound(state)!;
        if (alive.length !== 1 || last.phase !== 'top-cut' || !roundComplete(last)) violation('TOP_CUT_INCOMPLETE', 'The top cut has no champion yet', R.topCut);
      } else violation('NOT_STARTED', 'The tournament has not started', R.lifecycle);
      return [{ ...base, type: 'TournamentFinalized', finalStandings: finalStandings(state) }];
    }
    case 'AddJudge':
      requireMayNameAccount(command.actor, 'AddJudge');
      return addJudge(state, command, base);
    case 'RemoveJudge':
      requireDirector(command, 'Only a director (or an admin) removes a judge');
      return removeJudge(state, command, base);
    case 'NoteJudgeCall':
      if (command.actor.role !== 'system') requireDirector(command, 'Judge calls are noted from the games');
      return noteJudgeCall(command, base);
    case 'RecordRuling':
      // a director, a judge added to the tournament, or the game service relaying a game's ruling
      if (command.actor.role !== 'system' && !(state.judges ?? []).includes(command.actor.id)) requireDirector(command, 'Only a judge of the tournament records a ruling');
      return recordRuling(state, command, base);
  }
}

// ---- helpers --------------------------------------------------------------------------------

function createTournament(state: TournamentState, command: CommandOf<'CreateTournament'>, base: EventBase): TournamentEvent {
  requireDirector(command);
  if (state.status !== 'new') violation('ALREADY_CREATED', 'The tournament already exists', R.lifecycle);
  if (command.game !== '1E' && command.game !== '2E') violation('BAD_GAME', 'Game must be 1E or 2E', R.lifecycle);
  if (!command.tournamentId.trim() || !command.name.trim() || !command.format.trim()) violation('BAD_CONFIG', 'Id, name and format are required', R.lifecycle);
  if (!command.seed || command.seed.length < 8) violation('BAD_SEED', 'A seed of at least 8 characters is required', R.lifecycle);
  const swissRounds = command.swissRounds ?? null;
  if (swissRounds !== null && (!Number.isInteger(swissRounds) || swissRounds < 1 || swissRounds > 30)) violation('BAD_CONFIG', 'Swiss rounds must be 1..30', R.lifecycle);
  const topCutSize = command.topCutSize ?? 0;
  if (!Number.isInteger(topCutSize) || topCutSize < 0 || topCutSize === 1) violation('BAD_CONFIG', 'Top cut size must be 0 or at least 2', R.lifecycle);
  const roundTimeLimitMinutes = command.roundTimeLimitMinutes ?? defaultRoundTimeLimit(command.game);
  if (!Number.isInteger(roundTimeLimitMinutes) || roundTimeLimitMinutes < 1) violation('BAD_CONFIG', 'The round time limit is a positive number of minutes', R.lifecycle);
  const winTarget = command.winTarget ?? 100;
  if (!Number.isInteger(winTarget) || winTarget < 1) violation('BAD_CONFIG', 'The win target is a positive integer', R.differential);
  const scoringProfile = command.scoringProfile ?? DEFAULT_SCORING_PROFILE;
  validateProfile(scoringProfile);
  const config: TournamentConfig = {
    tournamentId: command.tournamentId,
    name: command.name,
    game: command.game,
    format: command.format,
    swissRounds,
    roundTimeLimitMinutes,
    scoringProfile,
    topCutSize,
    eventLevel: command.eventLevel ?? 'local',
    winTarget,
    lateEntryRule: command.lateEntryRule ?? 'loss',
    seed: command.seed,
    directors: [command.actor.id],
  };
  return { ...base, type: 'TournamentCreated', config };
}

function validateProfile(profile: ScoringProfile): void {
  const keys: (keyof ScoringProfile)[] = ['fullWin', 'modifiedWin', 'tie', 'modifiedLoss', 'loss', 'bye', 'earnedBye', 'forfeitWin'];
  for (const key of keys) {
    const value = profile[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100) violation('BAD_PROFILE', `Scoring profile ${key} must be an integer 0..100`, R.lifecycle);
  }
  if (!(profile.fullWin >= profile.modifiedWin && profile.modifiedWin >= profile.modifiedLoss && profile.modifiedLoss >= profile.loss)) {
    violation('BAD_PROFILE', 'Points must not increase from full win to modified win to loss', R.lifecycle);
  }
}

/**
 * Naming another account (adding it as a judge, registering it as a player) is a director's job.
 * The api asks this before it looks the account up by handle or id, so that a player's request
 * is refused the same way whether the account exists or not: the 404 naming a missing account
 * is for directors only.
 */
export function requireMayNameAccount(actor: Actor, purpose: 'AddJudge' | 'RegisterPlayer'): void {
  if (actor.role === 'director') return;
  violation('FORBIDDEN', purpose === 'AddJudge' ? 'Only a director (or an admin) adds a judge' : 'Players act only for themselves', R.roles);
}

function requireDirector(command: TournamentCommand, message = 'Only a tournament director may do this'): void {
  if (command.actor.role !== 'director') violation('FORBIDDEN', message, R.roles);
}

function requireSelfOrDirector(command: TournamentCommand, playerId: PlayerId): void {
  if (command.actor.role !== 'director' && command.actor.id !== playerId) violation('FORBIDDEN', 'Players act only for themselves', R.roles);
}

function requireReason(reason: string): void {
  if (typeof reason !== 'string' || !reason.trim()) violation('REASON_REQUIRED', 'A reason is required and is recorded', R.lifecycle);
}

function requirePlayer(state: TournamentState, id: PlayerId) {
  return state.players[id] ?? violation('UNKNOWN_PLAYER', `${id} is not registered`, R.registration);
}

function checkDeck(deckList: string, config: TournamentConfig, options: Options) {
  if (typeof deckList !== 'string') violation('DECK_REQUIRED', 'A deck list is required', R.registration);
  if (!options.validateDeck) return undefined;
  const check = options.validateDeck(deckList, { game: config.game, format: config.format });
  if (!check.valid) violation('DECK_INVALID', `The deck list is not legal: ${check.errors.join('; ')}`, R.registration);
  return check;
}

const swissRoundsPaired = (state: TournamentState) => state.rounds.filter((r) => r.phase === 'swiss').length;
const lastRound = (state: TournamentState): RoundState | undefined => state.rounds[state.rounds.length - 1];
export const roundComplete = (round: RoundState) => round.tables.every((t) => t.result !== null);

function requireSwissFinished(state: TournamentState): void {
  const last = lastRound(state);
  if (swissRoundsPaired(state) < (state.swissRounds ?? 0) || !last || !roundComplete(last)) violation('SWISS_INCOMPLETE', 'The Swiss rounds are not finished', R.lifecycle);
}

/** The latest round, paired and not yet started. */
function requireOpenRound(state: TournamentState, roundNumber: number): RoundState {
  const round = state.rounds.find((r) => r.round === roundNumber) ?? violation('NO_SUCH_ROUND', `Round ${roundNumber} is not paired`, R.pairing);
  if (round !== lastRound(state)) violation('ROUND_CLOSED', `Round ${roundNumber} is not the current round`, R.pairing);
  if (round.started) violation('ROUND_STARTED', `Round ${roundNumber} has started; its pairings are fixed`, R.pairing);
  return round;
}

/** A started round of this tournament (its clock runs or is paused). */
function requireRunningRound(state: TournamentState, roundNumber: number): RoundState {
  const round = state.rounds.find((r) => r.round === roundNumber) ?? violation('NO_SUCH_ROUND', `Round ${roundNumber} is not paired`, R.clock);
  if (!round.started || !round.endsAt) violation('ROUND_NOT_STARTED', `Round ${roundNumber} has not started`, R.clock);
  return round;
}

function timeOf(at: string): number {
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) violation('BAD_TIME', `Not an ISO time: ${at}`, R.lifecycle);
  return ms;
}

function requireTable(state: TournamentState, roundNumber: number, tableNumber: number) {
  const round = state.rounds.find((r) => r.round === roundNumber) ?? violation('NO_SUCH_ROUND', `Round ${roundNumber} is not paired`, R.results);
  const table = round.tables.find((t) => t.table === tableNumber) ?? violation('NO_SUCH_TABLE', `Round ${roundNumber} has no table ${tableNumber}`, R.results);
  return { round, table };
}

function validateResult(result: GameResult, a: PlayerId, b: PlayerId, phase: RoundState['phase']): void {
  const atTable = (id: unknown) => id === a || id === b;
  const bothScores = (scores: unknown) => {
    if (!scores || typeof scores !== 'object') violation('SCORES_REQUIRED', 'Both final scores are required', R.differential);
    for (const id of [a, b]) {
      const v = (scores as Record<string, unknown>)[id];
      if (typeof v !== 'number' || !Number.isInteger(v)) violation('SCORES_REQUIRED', `Final score of ${id} is required (an integer)`, R.differential);
    }
    const extra = Object.keys(scores).filter((id) => !atTable(id));
    if (extra.length) violation('NOT_AT_TABLE', `Scores for players not at the table: ${extra.join(', ')}`, R.results);
  };
  switch (result?.kind) {
    case 'full-win':
      if (!atTable(result.winner)) violation('NOT_AT_TABLE', 'The winner is not at this table', R.results);
      bothScores(result.scores);
      break;
    case 'modified-win': {
      if (!atTable(result.winner)) violation('NOT_AT_TABLE', 'The winner is not at this table', R.results);
      bothScores(result.scores);
      const loser = result.winner === a ? b : a;
      if (result.scores[result.winner]! <= result.scores[loser]!) violation('MODIFIED_WIN_NEEDS_HIGHER_SCORE', 'A modified win goes to the higher score when time is called', R.results);
      break;
    }
    case 'concession':
      if (!atTable(result.conceded)) violation('NOT_AT_TABLE', 'The conceding player is not at this table', R.results);
      break;
    case 'decks-exhausted':
      bothScores(result.scores);
      if (phase === 'top-cut' && result.scores[a] === result.scores[b]) violation('TOP_CUT_NEEDS_WINNER', 'A top-cut game needs a winner', R.topCut);
      break;
    case 'tie':
      if (result.scores !== undefined) bothScores(result.scores);
      if (phase === 'top-cut') violation('TOP_CUT_NEEDS_WINNER', 'A top-cut game needs a winner', R.topCut);
      break;
    case 'no-show': {
      const absent = result.absent;
      if (!Array.isArray(absent) || absent.length < 1 || absent.length > 2 || !absent.every(atTable) || new Set(absent).size !== absent.length) {
        violation('NOT_AT_TABLE', 'Absent players must be one or both players of the table', R.results);
      }
      if (phase === 'top-cut' && absent.length === 2) violation('TOP_CUT_NEEDS_WINNER', 'A top-cut game needs a winner', R.topCut);
      break;
    }
    case 'game-loss':
    case 'disqualification':
      if (!atTable(result.loser)) violation('NOT_AT_TABLE', 'The penalised player is not at this table', R.results);
      break;
    default:
      violation('BAD_RESULT', 'Unknown result kind', R.results);
  }
}

export function disqualificationDrop(state: TournamentState, result: GameResult, base: EventBase, round: number): TournamentEvent[] {
  if (result.kind !== 'disqualification') return [];
  const player = state.players[result.loser];
  if (!player || player.disqualified) return [];
  return [{ ...base, type: 'PlayerDropped', playerId: result.loser, afterRound: round, disqualified: true, ...(result.reason ? { reason: result.reason } : {}) }];
}

/** Players who take part in a Swiss round: registered, not dropped (earned byes separately). */
function pairSwissRound(state: TournamentState, round: number, attempt: number, pairingOptions?: SwissPairingOptions) {
  const earned = new Set(state.earnedByes[String(round)] ?? []);
  const active = state.playerOrder.filter((id) => !state.players[id]!.dropped);
  const byes: Bye[] = active.filter((id) => earned.has(id)).map((id) => ({ player: id, kind: 'earned' }));
  const toPair = active.filter((id) => !earned.has(id));
  const prng = swissPairingPrng(state, round, attempt);
  if (round === 1) {
    const result = pairRandom(toPair, prng);
    return { pairings: result.pairings, byes: [...byes, ...result.byes], diagnostics: result.diagnostics };
  }
  const result = pairSwiss(swissCandidates(state, round), prng, pairingOptions);
  return { pairings: result.pairings, byes: [...byes, ...result.byes], diagnostics: result.diagnostics };
}

/** The random stream of one pairing attempt of a Swiss round (from the tournament seed). */
export function swissPairingPrng(state: TournamentState, round: number, attempt = 0) {
  return createPrng(state.config!.seed, `pair|${round}|${attempt}`);
}

/**
 * The players Swiss pairing pairs in `round` (after round 1), in standings order through the round
 * before: registered, not dropped, without an earned bye for the round; with whom each has met and
 * whether each had a bye.
 */
export function swissCandidates(state: TournamentState, round: number): SwissCandidate[] {
  const earned = new Set(state.earnedByes[String(round)] ?? []);
  const history = pairingHistory(state, round);
  return computeStandings(state, { throughRound: round - 1 })
    .filter((row) => !state.players[row.playerId]!.dropped && !earned.has(row.playerId))
    .map((row) => ({
      id: row.playerId,
      points: row.points,
      previousOpponents: history.opponents.get(row.playerId) ?? new Set(),
      hadBye: history.hadBye.has(row.playerId),
    }));
}

/** Who met whom and who had a bye, in Swiss rounds before `round`. */
export function pairingHistory(state: TournamentState, round = Infinity) {
  const opponents = new Map<PlayerId, Set<PlayerId>>();
  const hadBye = new Set<PlayerId>();
  const meet = (x: PlayerId, y: PlayerId) => {
    if (!opponents.has(x)) opponents.set(x, new Set());
    opponents.get(x)!.add(y);
  };
  for (const r of state.rounds) {
    if (r.phase !== 'swiss' || r.round >= round) continue;
    for (const t of r.tables) {
      meet(t.a, t.b);
      meet(t.b, t.a);
    }
    for (const b of r.byes) hadBye.add(b.player);
  }
  return { opponents, hadBye };
}

function manualDiagnostics(state: TournamentState, round: number, pairings: readonly Pairing[]): PairingDiagnostics {
  const history = pairingHistory(state, round);
  const points = new Map(computeStandings(state, { throughRound: round - 1 }).map((r) => [r.playerId, r.points]));
  let rematches = 0;
  let pairDowns = 0;
  let pairDownDistance = 0;
  for (const p of pairings) {
    if (history.opponents.get(p.a)?.has(p.b)) rematches += 1;
    const d = Math.abs((points.get(p.a) ?? 0) - (points.get(p.b) ?? 0));
    if (d > 0) {
      pairDowns += 1;
      pairDownDistance += d;
    }
  }
  return { method: 'manual', rematches, pairDowns, pairDownDistance };
}
