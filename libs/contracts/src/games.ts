import { GameResultInput } from './tournaments';
import { z } from 'zod';

/** A deck list as players trade them: plain text (`1x Card Name`) or LackeyCCG .dek XML. */
const DeckList = z.string().min(1, 'the deck list is empty').max(200_000);

export const CreateGameRequest = z
  .object({
    players: z
      .array(
        z
          .object({
            /** the player's account handle */
            handle: z.string().min(1).max(64),
            deck: DeckList,
          })
          .strict(),
      )
      .length(2, 'a game has exactly two players'),
    /** link to a tournament pairing; the result is reported to the tournament when the game ends */
    tournament: z.object({ id: z.string().min(1).max(100), round: z.number().int().min(1) }).strict().optional(),
    settings: z
      .object({
        /** open the full record (hands, decks, seeds) to players and spectators after the end; default true */
        openAfterEnd: z.boolean().optional(),
        /** let anyone signed in watch the public view; default true */
        spectators: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type CreateGameRequest = z.infer<typeof CreateGameRequest>;

const Id = z.string().min(1).max(100);
const Primitive = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move'), card: Id, to: z.enum(['hand', 'discard', 'draw-top', 'draw-bottom', 'out-of-play']) }).strict(),
  z.object({ kind: z.literal('draw'), player: z.enum(['p1', 'p2']), count: z.number().int().min(1).max(60) }).strict(),
  z.object({ kind: z.literal('score'), player: z.enum(['p1', 'p2']), points: z.number().int().min(-100).max(100), bonus: z.boolean() }).strict(),
  z.object({ kind: z.literal('shuffle'), player: z.enum(['p1', 'p2']) }).strict(),
  z.object({ kind: z.literal('reveal'), card: Id }).strict(),
  z.object({ kind: z.literal('stop'), card: Id }).strict(),
  z.object({ kind: z.literal('kill'), card: Id }).strict(),
  z.object({ kind: z.literal('fail-attempt') }).strict(),
  z.object({ kind: z.literal('nullify'), card: Id }).strict(),
]);
/** a judge's corrective effect: the players' primitives and two more (issue 13) */
const JudgePrimitive = z.union([
  Primitive,
  z.object({ kind: z.literal('unstop'), card: Id }).strict(),
  z.object({ kind: z.literal('place-under'), card: Id, location: Id, position: z.enum(['top', 'bottom']) }).strict(),
]);

const cmd = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape, actor: z.string().optional() }).strict();

/** A command type the contracts do not list yet (the engine grows faster): passed to the engine,
 * which rejects unknown types and malformed payloads itself. */
const OtherCommand = z
  .object({ type: z.string().regex(/^[A-Z][A-Za-z]{1,60}$/, 'a command type is a PascalCase word'), actor: z.string().optional() })
  .catchall(z.json());

/**
 * An engine command as a client sends it. `actor` may be omitted: the server sets it from the
 * caller's seat, and answers 403 when it names someone else. The engine checks the rules (422).
 */
const KnownCommand = z.discriminatedUnion('type', [
  cmd('SeedDoorway', { card: Id }),
  cmd('FinishSeeding', {}),
  cmd('PlaceMission', { position: z.number().int() }),
  cmd('SeedUnderMission', { card: Id, location: Id }),
  cmd('PassSeeding', {}),
  cmd('SeedFacility', { card: Id, location: Id }),
  cmd('SeedOnTable', { card: Id, target: Id.optional(), location: Id.optional() }),
  cmd('ReportForDuty', { card: Id, facility: Id }),
  cmd('PlayCard', { card: Id, target: Id.optional(), mode: z.number().int().min(0).max(20).optional(), decline: z.literal(true).optional(), manualWay: z.literal(true).optional() }),
  cmd('BeginOrders', {}),
  cmd('Beam', { cards: z.array(Id).min(1).max(100), to: Id, via: Id }),
  cmd('Walk', { cards: z.array(Id).min(1).max(100), to: Id }),
  cmd('Dock', { ship: Id, facility: Id }),
  // Issue 15 (sites): commandeer a Nor with a Computer Skill personnel unopposed at its Ops; `flip` (helper terok): turn it over where its new controller may.
  cmd('Commandeer', { facility: Id, personnel: Id, flip: z.literal(true).optional() }),
  // Issue 15 (site text): nullify a card in play with the skills present where it lies; file a mission report at a site.
  cmd('NullifyWithPresent', { card: Id }),
  cmd('FileMissionReport', { objective: Id, personnel: Id }),
  cmd('Undock', { ship: Id }),
  cmd('Fly', { ship: Id, to: Id, tow: Id.optional() }),
  cmd('Land', { ship: Id }),
  cmd('TakeOff', { ship: Id }),
  cmd('EndTurn', { discard: Id.optional(), guess: z.object({ type: z.string().min(1).max(40), card: Id }).optional(), decline: z.literal(true).optional() }),
  cmd('DeclareManualEffect', { source: Id, description: z.string().min(1).max(2000), primitives: z.array(Primitive).min(1).max(50) }),
  cmd('RespondToManualEffect', { accept: z.boolean(), reason: z.string().max(2000).optional() }),
  cmd('Concede', {}),
  cmd('CallTime', {}),
  cmd('AttemptMission', { location: Id, ship: Id.optional(), scout: Id.optional() }),
  cmd('ChooseForDilemma', { chosen: z.array(Id).min(1).max(100) }),
  cmd('CureDilemma', { dilemma: Id }),
  cmd('Tow', { ship: Id, card: Id }),
  cmd('PassResponse', {}),
  // Issue 15 (windows): `every`: explicit passing at every window, the attempt and assimilation windows too.
  cmd('SetAutoPass', { on: z.boolean(), every: z.literal(true).optional() }),
  // Issue 15 (premiere-windows): a deck looked at put in order, top first (Thought Maker).
  cmd('ArrangeCards', { order: z.array(Id).max(500), beneath: z.array(Id).max(500).optional() }),
  // Issue 15 (choices): a choice among cards looked at or revealed (option keys: a card, or `a+b+c` for a set).
  cmd('MakeChoice', { chosen: z.array(z.string().min(1).max(400)).max(60) }),
  // Issue 15 (infiltration): infiltrate an opponent's crew or Away Team (`to`: its zone), expose your infiltrator.
  cmd('Infiltrate', { card: Id, to: Id }),
  cmd('ExposeInfiltrator', { card: Id }),
  // Issue 15: battle
  cmd('InitiatePersonnelBattle', { zone: Id }),
  cmd('InitiateShipBattle', { ships: z.array(Id).min(1).max(50), target: Id }),
  cmd('ReturnFire', { target: Id.nullable() }),
  // Issue 15 (helper forced): a battle a card requires, declined where the card allows it or none can be made.
  cmd('DeclineForcedBattle', {}),
  // Issue 15 (helper tactics, tactics2): the Tactics stage of a ship battle: a Tactic drawn, then the current tactic among those drawn (or none).
  cmd('DrawTactic', {}),
  cmd('ChooseTactic', { tactic: Id.nullable() }),
  // Issue 15 (activations): an ability of a card in play (`ability`: its id on the card).
  cmd('ActivateCard', { card: Id, ability: z.string().min(1).max(100), target: Id.optional() }),
  cmd('UseCard', { card: Id, option: z.string().min(1).max(100) }),
  cmd('SpecialReport', { card: Id, to: Id }),
  // Issue 15 (personnel, second half): a skill nullifying a card, a "once per game, may …" skill (`skill`: its index on the card).
  cmd('NullifyBySkill', { source: Id, skill: z.number().int().min(0).max(20), target: Id }),
  cmd('CloakShip', { ship: Id, mode: z.enum(['cloak', 'phase', 'decloak']) }),
  // Issue 15: a special download icon used (`target`: the title the icon names; `to`: a zone at its location).
  cmd('SpecialDownload', { source: Id, icon: z.number().int().min(0).max(20), target: z.string().min(1).max(200), to: Id.optional(), cardTarget: Id.optional() }),
]);
const KNOWN = new Set<string>(KnownCommand.options.map((o) => o.shape.type.value));
export const GameCommand = z.union([
  KnownCommand,
  OtherCommand.refine((c) => !KNOWN.has(c.type), { message: 'malformed command', path: ['type'] }),
]);
export type GameCommand = z.infer<typeof KnownCommand> | z.infer<typeof OtherCommand>;

export const SubmitGameCommandRequest = z
  .object({
    /** the game's revision the client last saw; a stale one answers 409 with the current revision */
    expectedRevision: z.number().int().min(0),
    /** repeat a request with the same key to get the original answer (also the Idempotency-Key header) */
    idempotencyKey: z.string().min(8).max(100).optional(),
    command: GameCommand,
  })
  .strict();
export type SubmitGameCommandRequest = z.infer<typeof SubmitGameCommandRequest>;

/** POST /games/:id/check: would the engine take this command now? (a question, nothing is appended) */
export const CheckGameCommandRequest = z.object({ command: GameCommand }).strict();
export type CheckGameCommandRequest = z.infer<typeof CheckGameCommandRequest>;

export const EventRangeQuery = z
  .object({
    from: z.coerce.number().int().min(0).optional(),
    to: z.coerce.number().int().min(0).optional(),
  })
  .strict();

export const StateAtQuery = z.object({ at: z.coerce.number().int().min(0) }).strict();

/**
 * GET /games/:id: `form=compact` sends card definitions once (`cards`, zones name the definition)
 * and groups commands that differ in one field (`{ oneOf: [...] }`); `since=R` (compact) sends only
 * what changed in the caller's view since revision R. Without them: the whole view, as always.
 * Issue 17: `cards=omit` (with `form=compact` or `since`) leaves the card definitions out (`cards: {}`)
 * for a client that keeps them: zones still name each card's id, and GET /cards/:id gives a definition
 * it does not have yet (printed cards: the same definitions, public).
 */
export const GameViewQuery = z
  .object({
    form: z.enum(['whole', 'compact']).optional(),
    since: z.coerce.number().int().min(0).optional(),
    cards: z.enum(['include', 'omit']).optional(),
  })
  .strict();
export type GameViewQuery = z.infer<typeof GameViewQuery>;

/** GET /games/:id/live: resume after a revision; `view=changes` adds the compact view's changes after each burst. */
export const LiveQuery = z.object({ after: z.coerce.number().int().min(-1).optional(), view: z.enum(['changes']).optional() }).strict();

// ---- judges (issue 13): calls, taking a call, pausing, rulings ----

const IdempotencyKey = z.string().min(8).max(100).optional();

/** POST /games/:id/judge-calls — a player calls a judge, optionally pointing at a revision. */
export const CallJudgeRequest = z
  .object({ revision: z.number().int().min(0).optional(), text: z.string().min(1).max(500), idempotencyKey: IdempotencyKey })
  .strict();
export type CallJudgeRequest = z.infer<typeof CallJudgeRequest>;

/** POST /games/:id/judge-calls/:call/take and /games/:id/pause, /resume */
export const JudgeActionRequest = z.object({ reason: z.string().max(500).optional(), idempotencyKey: IdempotencyKey }).strict();
export type JudgeActionRequest = z.infer<typeof JudgeActionRequest>;

export const Remedy = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z.object({ kind: z.literal('correct'), primitives: z.array(JudgePrimitive).min(1).max(20) }).strict(),
  z.object({ kind: z.literal('resolve-dispute'), effect: Id, apply: z.boolean() }).strict(),
  /** the fresh randomness a rewind commits to comes from the server */
  z.object({ kind: z.literal('rewind'), to: z.number().int().min(0) }).strict(),
  z.object({ kind: z.literal('penalty'), player: z.enum(['p1', 'p2']), penalty: z.enum(['caution', 'warning', 'game-loss', 'disqualification']) }).strict(),
  /** only once a tournament game is sealed: the ruling corrects the result in the tournament (tournament player ids) */
  z.object({ kind: z.literal('result'), result: GameResultInput }).strict(),
]);

/** POST /games/:id/rulings — a judge's ruling: the decision in words, the rule, one remedy. */
export const RulingRequest = z
  .object({
    call: Id.optional(),
    decision: z.string().min(1).max(1000),
    rule: z.string().min(1).max(300),
    remedy: Remedy,
    idempotencyKey: IdempotencyKey,
  })
  .strict();
export type RulingRequest = z.infer<typeof RulingRequest>;

export const DiffQuery = z.object({ from: z.coerce.number().int().min(0), to: z.coerce.number().int().min(0) }).strict();
