import { z } from 'zod';

/**
 * Tournament requests (issue 7 › API and exports). The shapes mirror @captains-log/tournament's
 * commands; the library still checks every rule (and answers 422 with the rule's code).
 */

const PlayerId = z.string().trim().min(1).max(100);
const Reason = z.string().trim().min(1, 'a reason is required (it is recorded)').max(500);
const Scores = z.record(z.string().min(1).max(100), z.number().int().min(-1000).max(1000));
const RoundNumber = z.coerce.number().int().min(1).max(100);

export const TournamentGame = z.enum(['1E', '2E']);
export const EventLevel = z.enum(['local', 'regional', 'national', 'continental', 'world']);
export const LateEntryRule = z.enum(['loss', 'tie', 'bye']);

export const ScoringProfileInput = z
  .object({
    id: z.string().trim().min(1).max(50),
    name: z.string().trim().min(1).max(200),
    fullWin: z.number().int().min(0).max(100),
    modifiedWin: z.number().int().min(0).max(100),
    tie: z.number().int().min(0).max(100),
    modifiedLoss: z.number().int().min(0).max(100),
    loss: z.number().int().min(0).max(100),
    bye: z.number().int().min(0).max(100),
    earnedBye: z.number().int().min(0).max(100),
    forfeitWin: z.number().int().min(0).max(100),
  })
  .strict();

export const CreateTournamentRequest = z
  .object({
    name: z.string().trim().min(1).max(200),
    game: TournamentGame,
    /** also the ratings pool, e.g. "1E Open" */
    format: z.string().trim().min(1).max(100),
    /** null or absent: derived from the player count at the start */
    swissRounds: z.number().int().min(1).max(30).nullable().optional(),
    /** default 75 for 1E, 60 for 2E */
    roundTimeLimitMinutes: z.number().int().min(1).max(600).optional(),
    scoringProfile: ScoringProfileInput.optional(),
    topCutSize: z.number().int().min(0).max(512).optional(),
    eventLevel: EventLevel.optional(),
    winTarget: z.number().int().min(1).max(1000).optional(),
    lateEntryRule: LateEntryRule.optional(),
  })
  .strict();
export type CreateTournamentRequest = z.infer<typeof CreateTournamentRequest>;

export const RegisterPlayerRequest = z
  .object({
    /** the deck list as text (`1x Card Name` lines), LackeyCCG .dek XML or the trekcc.org export; or deckId */
    deckList: z.string().min(1).max(200_000).optional(),
    /** one of your saved decks (GET /decks) instead of deckList */
    deckId: z.uuid('a deck id is a UUID').optional(),
    /** a director registering someone else: their account id (or use handle); default: yourself */
    playerId: PlayerId.optional(),
    /** a director registering someone else by handle */
    handle: z.string().trim().min(1).max(32).optional(),
    /** shown in pairings and standings; default: the account's display name */
    name: z.string().trim().min(1).max(80).optional(),
    /**
     * a director registering a player who has no account (a walk-in at a convention table): `name` is
     * required; they play on paper and the director enters their results
     */
    guest: z.literal(true).optional(),
  })
  .strict()
  .refine((r) => (r.deckList === undefined) !== (r.deckId === undefined), {
    message: 'send either deckList or deckId (one of your saved decks), not both',
    path: ['deckList'],
  })
  .refine((r) => !r.guest || r.name !== undefined, { message: 'a player without an account needs a name (name)', path: ['name'] })
  .refine((r) => !r.guest || (r.playerId === undefined && r.handle === undefined), {
    message: 'a player without an account has no playerId or handle: send guest with a name only',
    path: ['guest'],
  });
export type RegisterPlayerRequest = z.infer<typeof RegisterPlayerRequest>;

export const UpdateDeckListRequest = z
  .object({ deckList: z.string().min(1).max(200_000) })
  .strict();
export type UpdateDeckListRequest = z.infer<typeof UpdateDeckListRequest>;

export const DropPlayerRequest = z
  .object({ reason: z.string().trim().min(1).max(500).optional() })
  .strict();
export type DropPlayerRequest = z.infer<typeof DropPlayerRequest>;

export const ReasonRequest = z.object({ reason: Reason }).strict();
export type ReasonRequest = z.infer<typeof ReasonRequest>;

export const GrantEarnedByeRequest = z
  .object({ playerId: PlayerId, round: z.number().int().min(1).max(100), reason: Reason })
  .strict();
export type GrantEarnedByeRequest = z.infer<typeof GrantEarnedByeRequest>;

/** Issue 13: POST /tournaments/:id/judges — an account added as a judge of the tournament's games. */
export const AddJudgeRequest = z
  .object({
    /** the account's id, or (as a director at the table types it) its handle */
    accountId: PlayerId.optional(),
    handle: z.string().trim().min(1).max(32).optional(),
    /** shown in the history; default: the account's display name */
    name: z.string().min(1).max(100).optional(),
  })
  .strict()
  .refine((r) => (r.accountId === undefined) !== (r.handle === undefined), {
    message: 'name the judge by accountId or by handle (one of them)',
    path: ['handle'],
  });
export type AddJudgeRequest = z.infer<typeof AddJudgeRequest>;

export const SwapPlayersRequest = z
  .object({ playerA: PlayerId, playerB: PlayerId, reason: Reason })
  .strict();
export type SwapPlayersRequest = z.infer<typeof SwapPlayersRequest>;

export const SetPairingsRequest = z
  .object({
    pairings: z.array(z.object({ a: PlayerId, b: PlayerId }).strict()).max(1024),
    byes: z.array(PlayerId).max(1024).default([]),
    reason: Reason,
  })
  .strict();
export type SetPairingsRequest = z.infer<typeof SetPairingsRequest>;

/** Star Trek CCG result types (issue 7 › Results). Player ids are the tournament's player ids. */
export const GameResultInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full-win'), winner: PlayerId, scores: Scores }).strict(),
  z.object({ kind: z.literal('modified-win'), winner: PlayerId, scores: Scores }).strict(),
  z.object({ kind: z.literal('concession'), conceded: PlayerId }).strict(),
  z.object({ kind: z.literal('decks-exhausted'), scores: Scores }).strict(),
  z.object({ kind: z.literal('tie'), scores: Scores.optional() }).strict(),
  z.object({ kind: z.literal('no-show'), absent: z.array(PlayerId).min(1).max(2) }).strict(),
  z
    .object({
      kind: z.literal('game-loss'),
      loser: PlayerId,
      reason: z.string().trim().min(1).max(500).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('disqualification'),
      loser: PlayerId,
      reason: z.string().trim().min(1).max(500).optional(),
    })
    .strict(),
]);
export type GameResultInput = z.infer<typeof GameResultInput>;

export const RecordResultRequest = z
  .object({ result: GameResultInput, gameId: z.string().trim().min(1).max(100).optional() })
  .strict();
export type RecordResultRequest = z.infer<typeof RecordResultRequest>;

export const ReportResultRequest = z.object({ result: GameResultInput }).strict();
export type ReportResultRequest = z.infer<typeof ReportResultRequest>;

export const RejectResultRequest = z
  .object({ reason: z.string().trim().min(1).max(500).optional() })
  .strict();
export type RejectResultRequest = z.infer<typeof RejectResultRequest>;

export const CorrectResultRequest = z.object({ result: GameResultInput, reason: Reason }).strict();
export type CorrectResultRequest = z.infer<typeof CorrectResultRequest>;

export const EmptyRequest = z.object({}).strict();

/** Stop a round's clock (a director); the reason is recorded in the history. */
export const PauseRoundRequest = z
  .object({ reason: z.string().trim().min(1).max(500).optional() })
  .strict();
export type PauseRoundRequest = z.infer<typeof PauseRoundRequest>;

export const TournamentIdParams = z.object({ id: z.uuid() }).strict();
export const TournamentPlayerParams = z.object({ id: z.uuid(), playerId: PlayerId }).strict();
/** Issue 13: an added judge of a tournament (POST /tournaments/:id/judges/:accountId/remove). */
export const TournamentJudgeParams = z.object({ id: z.uuid(), accountId: PlayerId }).strict();
export const TournamentRoundParams = z.object({ id: z.uuid(), round: RoundNumber }).strict();
export const TournamentTableParams = z
  .object({ id: z.uuid(), round: RoundNumber, table: z.coerce.number().int().min(1).max(1024) })
  .strict();

/** ?format= for standings and pairings: JSON (default), CSV download, printable HTML page. */
export const ExportFormat = z.enum(['json', 'csv', 'html']);
export const ExportQuery = z.object({ format: ExportFormat.default('json') }).strict();
export const PairingsQuery = z
  .object({ format: ExportFormat.default('json'), round: RoundNumber.optional() })
  .strict();
export const TournamentListQuery = z
  .object({
    status: z.enum(['registration', 'swiss', 'top-cut', 'finalized']).optional(),
    format: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export const RatingsQuery = z
  .object({ format: z.string().trim().min(1).max(100).optional() })
  .strict();

/** What every accepted command answers (and a repeat with the same Idempotency-Key answers again). */
export const TournamentCommandResponse = z.object({
  tournamentId: z.string(),
  commandId: z.string(),
  /** the stream's revision after this command; send it as If-Match with the next command */
  revision: z.number().int(),
  events: z.array(z.object({ type: z.string(), revision: z.number().int() }).catchall(z.unknown())),
});
export type TournamentCommandResponse = z.infer<typeof TournamentCommandResponse>;

/** 422: the tournament's rules refuse the command. */
export const TournamentRuleViolationResponse = z.object({
  statusCode: z.literal(422),
  error: z.string(),
  code: z.string(),
  rule: z.string(),
  message: z.string(),
});

/** 409: the stream moved on since the revision the client sent (If-Match) or read. */
export const TournamentConflictResponse = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  expectedRevision: z.number().int().nullable(),
  currentRevision: z.number().int().nullable(),
});
