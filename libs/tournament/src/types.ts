/**
 * Tournament vocabulary: configuration, results, commands, events and state. Events are plain
 * JSON (no classes, no Dates, no undefined-only fields that matter) so they can go through the
 * event store unchanged; times are ISO strings supplied by commands.
 */

export type PlayerId = string;
export type Game = '1E' | '2E';
export type EventLevel = 'local' | 'regional' | 'national' | 'continental' | 'world';

/** Tournament points per outcome. All values must be non-negative integers. */
export interface ScoringProfile {
  id: string;
  name: string;
  fullWin: number;
  modifiedWin: number;
  /** Points for each player in a true tie. */
  tie: number;
  /** Points for losing a modified win (time called). */
  modifiedLoss: number;
  loss: number;
  /** A pairing bye (odd number of players). */
  bye: number;
  /** A bye granted before the event (qualification). */
  earnedBye: number;
  /** The present player when the opponent does not show (or forfeits). */
  forfeitWin: number;
}

export const DEFAULT_SCORING_PROFILE: ScoringProfile = {
  id: 'default',
  name: 'Full win 2, modified win 1, loss 0, tie 1',
  fullWin: 2,
  modifiedWin: 1,
  tie: 1,
  modifiedLoss: 0,
  loss: 0,
  bye: 2,
  earnedBye: 2,
  forfeitWin: 2,
};

/**
 * How a late entrant's missed rounds count: each missed round is recorded as a loss (0 points by
 * default), a tie, or a (normal, differential 0) bye. Missed rounds never count as a pairing bye.
 */
export type LateEntryRule = 'loss' | 'tie' | 'bye';

export interface TournamentConfig {
  tournamentId: string;
  name: string;
  game: Game;
  /** Format name, also the ratings pool (e.g. "1E Open", "1E Modern", "2E Standard"). */
  format: string;
  /** Fixed number of Swiss rounds, or null to derive it from the player count at start. */
  swissRounds: number | null;
  roundTimeLimitMinutes: number;
  scoringProfile: ScoringProfile;
  /** 0 = no top cut. */
  topCutSize: number;
  eventLevel: EventLevel;
  /** Score ceiling for differential (100 in standard 1E/2E). */
  winTarget: number;
  lateEntryRule: LateEntryRule;
  /** Seed for every random choice (from a cryptographic source, chosen by the caller). */
  seed: string;
  directors: PlayerId[];
}

// ---- results --------------------------------------------------------------------------------

export type Scores = Record<PlayerId, number>;

export type GameResult =
  /** Win by reaching the win conditions; both final scores recorded. */
  | { kind: 'full-win'; winner: PlayerId; scores: Scores }
  /** Time called; the winner has the higher score. */
  | { kind: 'modified-win'; winner: PlayerId; scores: Scores }
  /** The conceding player loses; official 100-0 full win for the opponent. */
  | { kind: 'concession'; conceded: PlayerId }
  /** Both draw decks empty: 100-0 full win to the higher score (equal scores: a true tie). */
  | { kind: 'decks-exhausted'; scores: Scores }
  | { kind: 'tie'; scores?: Scores }
  /** One or both players absent (or forfeiting): the present player wins; both absent: double loss. */
  | { kind: 'no-show'; absent: PlayerId[] }
  /** Director's game loss for a penalty. */
  | { kind: 'game-loss'; loser: PlayerId; reason?: string }
  /** Disqualification: a game loss, and the player is removed from the event. */
  | { kind: 'disqualification'; loser: PlayerId; reason?: string };

export type ResultSource = 'director' | 'game' | 'players';

export interface Pairing {
  table: number;
  a: PlayerId;
  b: PlayerId;
}

export type ByeKind = 'pairing' | 'earned';
export interface Bye {
  player: PlayerId;
  kind: ByeKind;
}

export type Phase = 'swiss' | 'top-cut';

export interface PairingDiagnostics {
  method: 'random' | 'swiss' | 'bracket' | 'manual';
  rematches: number;
  /** Pairs whose tournament points differ. */
  pairDowns: number;
  /** Sum over pairs of the points difference. */
  pairDownDistance: number;
  candidateGraph?: 'dense' | 'sparse';
}

// ---- commands -------------------------------------------------------------------------------

export interface Actor {
  id: PlayerId;
  role: 'director' | 'player' | 'system';
}

export interface CommandBase {
  actor: Actor;
  /** ISO time supplied by the caller (no clock inside the library). */
  at: string;
}

export type TournamentCommand = CommandBase &
  (
    | {
        type: 'CreateTournament';
        tournamentId: string;
        name: string;
        game: Game;
        format: string;
        seed: string;
        swissRounds?: number | null;
        roundTimeLimitMinutes?: number;
        scoringProfile?: ScoringProfile;
        topCutSize?: number;
        eventLevel?: EventLevel;
        winTarget?: number;
        lateEntryRule?: LateEntryRule;
      }
    | { type: 'RegisterPlayer'; playerId: PlayerId; name: string; deckList: string }
    | { type: 'UpdateDeckList'; playerId: PlayerId; deckList: string }
    | { type: 'WithdrawRegistration'; playerId: PlayerId }
    | { type: 'StartTournament' }
    | { type: 'GrantEarnedBye'; playerId: PlayerId; round: number; reason: string }
    | { type: 'PairRound' }
    | { type: 'RepairRound'; round: number; reason: string }
    | { type: 'SwapPlayers'; round: number; playerA: PlayerId; playerB: PlayerId; reason: string }
    | { type: 'SetPairings'; round: number; pairings: { a: PlayerId; b: PlayerId }[]; byes: PlayerId[]; reason: string }
    | { type: 'StartRound'; round: number }
    /** Stop a started round's clock (a director), e.g. for a judge call or an interruption. */
    | { type: 'PauseRound'; round: number; reason?: string }
    /** Run a paused round's clock again: its end moves by the time it stood still. */
    | { type: 'ResumeRound'; round: number }
    | { type: 'RecordResult'; round: number; table: number; result: GameResult; gameId?: string }
    | { type: 'ReportResult'; round: number; table: number; result: GameResult }
    | { type: 'ConfirmResult'; round: number; table: number }
    | { type: 'RejectResult'; round: number; table: number; reason?: string }
    | { type: 'CorrectResult'; round: number; table: number; result: GameResult; reason: string }
    | { type: 'DropPlayer'; playerId: PlayerId; reason?: string }
    | { type: 'ReinstatePlayer'; playerId: PlayerId; reason: string }
    | { type: 'StartTopCut' }
    | { type: 'FinalizeTournament' }
    // issue 13: judges
    | { type: 'AddJudge'; accountId: PlayerId; name?: string }
    | { type: 'RemoveJudge'; accountId: PlayerId }
    /** a player called a judge in a game of the tournament (relayed by the game service) */
    | { type: 'NoteJudgeCall'; gameId: string; call: string; calledBy: PlayerId; text: string; revision: number | null; round?: number }
    | {
        type: 'RecordRuling';
        /** the game the ruling is about (its cause) */
        gameId: string;
        /** the game's RulingMade id when the ruling is in the game's log; null when ruled here (the game was sealed) */
        ruling: string | null;
        call?: string | null;
        judge: string;
        decision: string;
        /** the rule the ruling applies */
        ruleApplied: string;
        penalty?: { playerId: PlayerId; penalty: Penalty };
        /** a result correction for the game's table (after the game was sealed) */
        result?: GameResult;
        /** where the game is played, when its table does not name the game yet (its result is not recorded) */
        round?: number;
        players?: [PlayerId, PlayerId];
      }
  );

export type CommandOf<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;

// ---- events ---------------------------------------------------------------------------------

export interface EventBase {
  at: string;
  /** Who caused it (director, player, or "system" for linked games). */
  by: PlayerId;
  /** Rule reference where one applies. */
  rule?: string;
}

export type TournamentEvent = EventBase &
  (
    | { type: 'TournamentCreated'; config: TournamentConfig }
    | { type: 'PlayerRegistered'; playerId: PlayerId; name: string; deckList: string; late: boolean; deckCheck?: DeckCheckSummary }
    | { type: 'DeckListUpdated'; playerId: PlayerId; deckList: string; deckCheck?: DeckCheckSummary }
    | { type: 'RegistrationWithdrawn'; playerId: PlayerId }
    | { type: 'TournamentStarted'; swissRounds: number; playerCount: number }
    | { type: 'EarnedByeGranted'; playerId: PlayerId; round: number; reason: string }
    | {
        type: 'RoundPaired';
        round: number;
        phase: Phase;
        /** 0 for the first pairing of a round, 1.. for re-pairs. */
        attempt: number;
        pairings: Pairing[];
        byes: Bye[];
        diagnostics: PairingDiagnostics;
        reason?: string;
      }
    | {
        type: 'PairingsAdjusted';
        round: number;
        change: 'swap' | 'set';
        pairings: Pairing[];
        byes: Bye[];
        reason: string;
        diagnostics: PairingDiagnostics;
      }
    | { type: 'RoundStarted'; round: number; timeLimitMinutes: number; endsAt: string }
    /** The round's clock stopped at `at` with `remainingMs` left. */
    | { type: 'RoundPaused'; round: number; remainingMs: number; reason?: string }
    /** The clock runs again after `pausedMs`; the round now ends at `endsAt`. */
    | { type: 'RoundResumed'; round: number; pausedMs: number; endsAt: string }
    | { type: 'ResultRecorded'; round: number; table: number; result: GameResult; source: ResultSource; gameId?: string }
    | { type: 'ResultReported'; round: number; table: number; result: GameResult; reportedBy: PlayerId }
    | { type: 'ResultRejected'; round: number; table: number; rejectedBy: PlayerId; reason?: string }
    | { type: 'ResultCorrected'; round: number; table: number; previous: GameResult; result: GameResult; reason: string }
    | { type: 'PlayerDropped'; playerId: PlayerId; afterRound: number; reason?: string; disqualified: boolean }
    | { type: 'PlayerReinstated'; playerId: PlayerId; reason: string }
    | { type: 'TopCutStarted'; size: number; bracketSize: number; seeds: PlayerId[]; firstRound: number }
    | { type: 'TournamentFinalized'; finalStandings: PlayerId[] }
    // issue 13: judges (penalties and rulings with the game as their cause)
    | { type: 'JudgeAdded'; accountId: PlayerId; name?: string }
    | { type: 'JudgeRemoved'; accountId: PlayerId; name?: string }
    | { type: 'JudgeCallNoted'; gameId: string; call: string; calledBy: PlayerId; text: string; revision: number | null; round: number | null }
    | {
        type: 'RulingRecorded';
        gameId: string;
        round: number | null;
        table: number | null;
        ruling: string | null;
        call: string | null;
        judge: string;
        decision: string;
        ruleApplied: string;
      }
    | { type: 'PenaltyRecorded'; playerId: PlayerId; penalty: Penalty; gameId: string; ruling: string | null; round: number | null }
  );

export type EventOf<T extends TournamentEvent['type']> = Extract<TournamentEvent, { type: T }>;

export interface DeckCheckSummary {
  valid: boolean;
  errors: string[];
  warnings?: string[];
}

/** Injected by the caller (e.g. the cards library's checker) so this library stays pure. */
export type DeckValidator = (deckList: string, context: { game: Game; format: string }) => DeckCheckSummary;

export interface DecideOptions {
  validateDeck?: DeckValidator;
}

// ---- state ----------------------------------------------------------------------------------

/** A judge's penalty (1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE? › sanctions may be imposed). */
export type Penalty = 'caution' | 'warning' | 'game-loss' | 'disqualification';

export interface PenaltyEntry {
  playerId: PlayerId;
  penalty: Penalty;
  gameId: string;
  ruling: string | null;
  round: number | null;
  at: string;
}

export interface RulingEntry {
  gameId: string;
  round: number | null;
  table: number | null;
  ruling: string | null;
  call: string | null;
  judge: string;
  decision: string;
  ruleApplied: string;
  at: string;
}

export interface PlayerEntry {
  id: PlayerId;
  name: string;
  deckList: string;
  deckCheck?: DeckCheckSummary;
  late: boolean;
  /** First round the player takes part in (1 unless late); rounds before it are "missed". */
  firstRound: number;
  dropped: boolean;
  droppedAfterRound: number | null;
  disqualified: boolean;
}

export interface TableState {
  table: number;
  a: PlayerId;
  b: PlayerId;
  result: GameResult | null;
  source: ResultSource | null;
  gameId?: string;
  /** A player's report awaiting the opponent's confirmation (paper games). */
  pending: { result: GameResult; reportedBy: PlayerId } | null;
}

export interface RoundState {
  round: number;
  phase: Phase;
  attempt: number;
  started: boolean;
  startedAt: string | null;
  /** when the round's time runs out; while paused, when it would have run out at the pause */
  endsAt: string | null;
  /** when the clock was paused, while it stands still; null while it runs */
  pausedAt: string | null;
  /** time the clock stood still in earlier pauses (ms); `endsAt` already includes it */
  pausedMs: number;
  tables: TableState[];
  byes: Bye[];
  diagnostics: PairingDiagnostics;
}

export type TournamentStatus = 'new' | 'registration' | 'swiss' | 'top-cut' | 'finalized';

export interface TournamentState {
  status: TournamentStatus;
  config: TournamentConfig | null;
  players: Record<PlayerId, PlayerEntry>;
  /** Registration order. */
  playerOrder: PlayerId[];
  swissRounds: number | null;
  rounds: RoundState[];
  /** Director-granted byes not yet consumed by a pairing: round -> players. */
  earnedByes: Record<string, PlayerId[]>;
  topCut: { size: number; bracketSize: number; seeds: PlayerId[]; firstRound: number } | null;
  finalStandings: PlayerId[] | null;
  /** issue 13: accounts added as judges (besides the directors), rulings and penalties recorded here */
  judges: PlayerId[];
  /** the names added judges were given (JudgeAdded), for the history of a removal */
  judgeNames?: Record<PlayerId, string>;
  rulings: RulingEntry[];
  penalties: PenaltyEntry[];
  version: number;
}
