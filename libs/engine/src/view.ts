/**
 * view(state, viewer) -> PlayerView: what a viewer may see. 1E rulebook › THE SEED PHASES (cards
 * seeded under a mission are face-down; the opponent may count them) and LOOKING AT CARDS.
 *   player     own hand, own seed deck and own face-down seeds; everything face-up; counts of the rest
 *   spectator  public information only (face-up cards; counts of hands, decks and face-down cards)
 *   director   everything (also any viewer once the game has ended)
 * redactEvent does the same for single events of the log.
 */
import { behaviourOf } from './behaviour/registry';
import type { Card } from '@captains-log/cards';
import type { Awaiting, CardInstance, GameEvent, GameResult, GameState, Location, Phase, PlayerId, Score, TurnState } from './types';
import { PLAYERS } from './types';
import { zoneKind } from './zones';
import { choiceView, redactChoiceEvent } from './behaviour/choices';
import { flightsOf, type ShipFlights } from './view-flights';
import { misSeedsOf } from './view-mis-seeds';

export type Viewer = { readonly player: PlayerId } | 'spectator' | 'director';

export interface VisibleCard {
  readonly iid: string;
  readonly owner: PlayerId;
  readonly card: Card;
  readonly faceUp: boolean;
  readonly stopped?: boolean;
  readonly misSeed?: string;
  readonly countdown?: number;
  /** 1E rulebook › GETTING HURT › DISABLED (public, like stopped). */
  readonly disabled?: boolean;
  /** Rotation damage markers on a ship (public). */
  readonly damage?: number;
  /** Issue 15: a cloaked or phased ship (public, as the flipped card is; behaviour/ship-equipment.ts). */
  readonly cloak?: 'cloaked' | 'phased';
  /** Issue 15: in stasis — the card that placed it there and the turn at whose end it ends (public; behaviour/stasis.ts). */
  readonly stasis?: { readonly source: string; readonly endsAfterTurn?: number };
}

export interface HiddenCard {
  readonly hidden: true;
  readonly owner: PlayerId;
}

/** A viewer's view: the table's members (TableView, below) and the cards as the viewer sees them. */
export interface PlayerView extends TableView {
  readonly viewer: Viewer;
  readonly gameId: string;
  readonly names: Record<PlayerId, string>;
  readonly seedCommitment: string;
  /** Every zone with its cards in order; cards the viewer may not see are `{ hidden: true }`. */
  readonly zones: Readonly<Record<string, readonly (VisibleCard | HiddenCard)[]>>;
  /** Public table facts every player sees (issue 16: what a player, or a bot, decides from). */
  readonly turnsTaken: GameState['turnsTaken'];
  readonly finished: GameState['finished'];
  readonly sharedQueue: GameState['sharedQueue'];
  readonly completed: GameState['completed'];
  readonly noSolve: GameState['noSolve'];
  /** The mission attempt in progress (its dilemma and any pending choice are face-up). */
  readonly attempt: GameState['attempt'];
  /** Dilemmas placed in play (face-up) and what they affect. */
  readonly ongoing: GameState['ongoing'];
  /** The judge's ledger: calls and their state, pause, rewinds, penalties, the seal (public). */
  readonly judge: GameState['judge'];
  /** Issue 15: open response windows (public: a window opens whatever the hands hold) and who passes explicitly. */
  readonly windows: NonNullable<GameState['windows']>;
  readonly explicitPass: NonNullable<GameState['explicitPass']>;
  /** Issue 15, third pass: the option selected on each card in play that has options (public, like the card). */
  readonly selected: NonNullable<GameState['selected']>;
  /** Issue 15 (choices): the choice waiting for its chooser; hidden options are shown to the chooser only (others: their count). */
  readonly pendingChoice?: ReturnType<typeof choiceView>;
  /** Issue 15 (helper forced): the battle a card requires of a player now (public: the card and its choices were made face up; behaviour/forced-battles.ts). */
  readonly forcedBattle?: NonNullable<GameState['forcedBattle']>;
  /**
   * Issue 15 (infiltration): the cards infiltrating an opponent's crew or Away Team and the affiliation
   * each infiltrates with. Public: the card is face up and the rules keep nothing about it secret
   * (1E rulebook › INFILTRATE); present only while some card infiltrates.
   */
  readonly infiltrators?: NonNullable<GameState['infiltration']>['active'];
  /** On the viewer's own turn: each of their ships in space, its RANGE left and each flight's cost (view-flights.ts); else empty. */
  readonly flights: Readonly<Record<string, ShipFlights>>;
  /** In the dilemma phase: the viewer's own seed-deck dilemmas and artifacts, each location where seeding it would be a mis-seed and why (view-mis-seeds.ts); else empty. */
  readonly misSeeds: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** What a game's settings open up. By default the whole record opens when the game ends. */
export interface ViewOptions {
  /** false keeps hidden information hidden from players and spectators after the end too */
  readonly openAfterEnd?: boolean;
}

function fullAccess(state: GameState, viewer: Viewer, options: ViewOptions = {}): boolean {
  return viewer === 'director' || (state.phase === 'ended' && options.openAfterEnd !== false);
}

/** A card in play says both hands are face up for everyone (Alien Probe, issue 15). */
function handsExposed(state: GameState): boolean {
  // Only the two tables are read (a few cards), so this stays cheap per card viewed.
  return (['p1', 'p2'] as const).some((player) =>
    (state.zones[`table:${player}`] ?? []).some((iid) => state.cards[iid]!.faceUp && (behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? []).some((r) => r.kind === 'hands-exposed')),
  );
}

/**
 * Issue 15 (events-d): a card in play turns every draw deck face up (Heisenberg Compensators): the top
 * cards of the draw decks, which everyone sees (none when no such card is in play).
 */
function faceUpTops(state: GameState): readonly string[] {
  const faceUp = (['p1', 'p2'] as const).some((player) =>
    (state.zones[`table:${player}`] ?? []).some((iid) => state.cards[iid]!.faceUp && (behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? []).some((r) => r.kind === 'draw-decks-face-up')),
  );
  const tops = faceUp ? (['p1', 'p2'] as const).map((player) => state.zones[`draw:${player}`]?.[0]).filter((iid): iid is string => !!iid) : [];
  // Issue 15 (lead): cards revealed from a draw deck that may still report for free (behaviour/immediate-free-plays.ts:
  // Military Assault Command Operations) — shown to both players, they stay visible until they report or go beneath.
  const revealed = state.immediateFreePlay?.revealed;
  if (!revealed) return tops;
  const player = state.immediateFreePlay!.player;
  return [...tops, ...revealed.filter((iid) => state.cards[iid]?.zone === `draw:${player}` && !tops.includes(iid))];
}

/**
 * 1E rulebook › MISSION PHASE: "Both players shuffle their six missions and place them in a pile face-down. The
 * starting player draws the top mission from his or her pile and places it": during the mission phase the top of
 * each player's pile is the mission they place next, theirs to see before choosing where (PlaceMission). The rest
 * of the pile stays face down to everyone.
 */
function nextMissions(state: GameState): readonly string[] {
  if (state.phase !== 'mission') return [];
  return (['p1', 'p2'] as const).map((player) => state.zones[`missions:${player}`]?.[0]).filter((iid): iid is string => !!iid);
}

/**
 * What of the table, besides a card and the viewer, decides how the card shows: hands exposed by a
 * card in play, draw-deck tops turned face up, the missions to be placed next. The same for every viewer, so a caller viewing many
 * cards or several viewers of one state computes it once (view() does; libs/replay board.ts does
 * per step for every perspective).
 */
export interface TableSight {
  readonly handsExposed: boolean;
  readonly faceUpTops: readonly string[];
  /** each player's next mission in the mission phase, seen by its owner only */
  readonly nextMissions: readonly string[];
}

export function tableSight(state: GameState): TableSight {
  return { handsExposed: handsExposed(state), faceUpTops: faceUpTops(state), nextMissions: nextMissions(state) };
}

/**
 * What decides, besides a card instance itself, how `viewer` sees it: full access, or hands exposed
 * by a card in play. Two states of one game with the same scope show every card instance the same;
 * keep this in step with canSee (libs/replay board.ts reuses a card's view while its instance and
 * this scope stay the same). `sight`: tableSight(state), when the caller has it.
 */
export function viewScope(state: GameState, viewer: Viewer, options: ViewOptions = {}, sight?: TableSight): string {
  if (fullAccess(state, viewer, options)) return 'full';
  const tops = sight ? sight.faceUpTops : faceUpTops(state);
  const next = sight ? sight.nextMissions : nextMissions(state);
  return `${(sight ? sight.handsExposed : handsExposed(state)) ? 'hands-exposed' : 'own'}${tops.length ? `|tops:${tops.join(',')}` : ''}${next.length ? `|next:${next.join(',')}` : ''}`;
}

// Issue 15 (helper outside): `outside` — the cards a player brought from outside the game are theirs to see.
const PRIVATE_TO_OWNER = new Set(['hand', 'seed', 'staging', 'stack', 'outside']);
const HIDDEN_FROM_ALL = new Set(['draw', 'missions', 'side']);

/** Whether `viewer` may see the face of `instance` where it is now. `sight`: tableSight(state), when the caller has it. */
export function canSee(state: GameState, viewer: Viewer, instance: CardInstance, options: ViewOptions = {}, sight?: TableSight): boolean {
  if (fullAccess(state, viewer, options)) return true;
  const kind = zoneKind(instance.zone);
  const own = viewer !== 'spectator' && viewer !== 'director' && viewer.player === instance.owner;
  if (kind === 'draw' && (sight ? sight.faceUpTops : faceUpTops(state)).includes(instance.iid)) return true;
  if (kind === 'missions') return own && (sight ? sight.nextMissions : nextMissions(state)).includes(instance.iid);
  if (HIDDEN_FROM_ALL.has(kind)) return false;
  if (kind === 'hand' && (sight ? sight.handsExposed : handsExposed(state))) return true;
  if (PRIVATE_TO_OWNER.has(kind)) return own;
  if (kind === 'under') return instance.faceUp || own;
  // Issue 15 (helper stored): a card stored face down on a card is its owner's to see, hidden from everyone else (behaviour/stored-cards.ts).
  if (kind === 'stored') return instance.faceUp || own;
  return instance.faceUp || own;
}

/**
 * One card as `viewer` sees it: the one definition of a card in a view (view() maps every zone
 * through it). `sight`: tableSight(state), when the caller has it.
 */
export function viewCard(state: GameState, iid: string, viewer: Viewer, options: ViewOptions = {}, sight?: TableSight): VisibleCard | HiddenCard {
  const instance = state.cards[iid]!;
  if (!canSee(state, viewer, instance, options, sight)) return { hidden: true, owner: instance.owner };
  const full = fullAccess(state, viewer, options);
  return {
    iid,
    owner: instance.owner,
    card: state.blueprints[instance.blueprint]!,
    faceUp: instance.faceUp,
    ...(instance.stopped ? { stopped: true } : {}),
    ...(instance.misSeed && (full || (viewer !== 'spectator' && viewer !== 'director' && viewer.player === instance.owner)) ? { misSeed: instance.misSeed } : {}),
    ...(instance.countdown !== undefined ? { countdown: instance.countdown } : {}),
    ...(instance.disabled ? { disabled: true } : {}),
    ...(instance.damage ? { damage: instance.damage } : {}),
    ...(instance.cloak ? { cloak: instance.cloak } : {}),
    ...(instance.stasis ? { stasis: { source: instance.stasis.source, ...(instance.stasis.endsAfterTurn !== undefined ? { endsAfterTurn: instance.stasis.endsAfterTurn } : {}) } } : {}),
  };
}

/**
 * Whether `viewer` sees `instance` exactly as a spectator does (viewCard gives equal cards), so one
 * public view of the card serves them: every card but those the viewer sees more of, that is when
 * the viewer has full access and a spectator does not, or owns the card, and a spectator does not
 * see its face or its mis-seed mark. (False may still turn out equal: the owner's own draw deck.)
 * The one place that says which parts of a view are per viewer (libs/replay board.ts builds one
 * public board per step and each perspective's hidden parts from this; view.spec.ts checks it).
 */
export function seenAsPublic(state: GameState, viewer: Viewer, instance: CardInstance, options: ViewOptions = {}, sight?: TableSight): boolean {
  if (viewer === 'spectator' || fullAccess(state, 'spectator', options)) return true;
  // (a player has full access only when a spectator has)
  if (viewer !== 'director' && viewer.player !== instance.owner) return true;
  return !instance.misSeed && canSee(state, 'spectator', instance, options, sight);
}

/**
 * The members of a view a replay board keeps besides the cards (libs/replay format.ts Board): the
 * table's, the same for every viewer but the seed (full access only). view() takes them from here.
 */
export interface TableView {
  readonly phase: Phase;
  readonly dilemmaStage: number | null;
  readonly startingPlayer: PlayerId | null;
  /** Only after the game has ended (or for the director). */
  readonly seed?: string;
  readonly turn: TurnState | null;
  readonly awaiting: readonly Awaiting[];
  readonly score: Record<PlayerId, Score>;
  readonly locations: Readonly<Record<string, Location>>;
  readonly spacelines: GameState['spacelines'];
  readonly pendingManual: GameState['pendingManual'];
  readonly disputes: GameState['disputes'];
  readonly timeCalled: GameState['timeCalled'];
  readonly result: GameResult | null;
}

export function tableView(state: GameState, viewer: Viewer, options: ViewOptions = {}): TableView {
  return {
    phase: state.phase,
    dilemmaStage: state.dilemmaStage,
    startingPlayer: state.startingPlayer,
    ...(fullAccess(state, viewer, options) ? { seed: state.secret.seed } : {}),
    turn: state.turn,
    awaiting: state.awaiting,
    score: state.score,
    locations: state.locations,
    spacelines: state.spacelines,
    pendingManual: state.pendingManual,
    disputes: state.disputes,
    timeCalled: state.timeCalled,
    result: state.result,
  };
}

export function view(state: GameState, viewer: Viewer, options: ViewOptions = {}): PlayerView {
  const full = fullAccess(state, viewer, options);
  const zones: Record<string, (VisibleCard | HiddenCard)[]> = {};
  const sight = full ? undefined : tableSight(state);
  for (const [zone, cards] of Object.entries(state.zones)) zones[zone] = cards.map((iid) => viewCard(state, iid, viewer, options, sight));
  const table = tableView(state, viewer, options);
  return {
    viewer,
    gameId: state.gameId,
    phase: table.phase,
    dilemmaStage: table.dilemmaStage,
    names: state.names,
    startingPlayer: table.startingPlayer,
    seedCommitment: state.seedCommitment,
    ...(table.seed !== undefined ? { seed: table.seed } : {}),
    turn: table.turn,
    awaiting: table.awaiting,
    score: table.score,
    locations: table.locations,
    spacelines: table.spacelines,
    zones,
    pendingManual: table.pendingManual,
    disputes: table.disputes,
    timeCalled: table.timeCalled,
    result: table.result,
    flights: flightsOf(state, viewer),
    misSeeds: misSeedsOf(state, viewer),
    turnsTaken: state.turnsTaken,
    finished: state.finished,
    sharedQueue: state.sharedQueue,
    completed: state.completed,
    noSolve: state.noSolve,
    attempt: state.attempt,
    ongoing: state.ongoing,
    judge: state.judge,
    windows: state.windows ?? [],
    explicitPass: state.explicitPass ?? {},
    selected: state.selected ?? {},
    ...(state.infiltration && Object.keys(state.infiltration.active).length > 0 ? { infiltrators: state.infiltration.active } : {}),
    ...(state.forcedBattle ? { forcedBattle: state.forcedBattle } : {}),
    ...(state.pendingChoice ? { pendingChoice: choiceView(state, viewer !== 'spectator' && viewer !== 'director' ? viewer.player : null, full) } : {}),
  };
}

/**
 * An event as `viewer` may see it, given the state *before* the event (to know where cards were).
 * Drops `secret`, deck orders, the identities of hidden cards, and the card list of GameCreated.
 */
export function redactEvent(
  before: GameState,
  event: GameEvent,
  viewer: Viewer,
  options: ViewOptions = {},
): GameEvent | Record<string, unknown> {
  if (fullAccess(before, viewer, options)) return event;
  const { secret: _secret, ...rest } = event as GameEvent & { secret?: unknown };
  const self = viewer !== 'spectator' && viewer !== 'director' ? viewer.player : null;
  switch (event.type) {
    case 'GameCreated':
      return {
        type: event.type,
        gameId: event.gameId,
        names: event.names,
        seedCommitment: event.seedCommitment,
        cardCounts: Object.fromEntries(PLAYERS.map((p) => [p, event.cards.filter((card) => card.owner === p).length])),
        rule: event.rule,
      };
    case 'DeckShuffled':
      return { type: event.type, zone: event.zone, count: event.order.length, rule: event.rule };
    // Issue 15 (qflash): the Q-Continuum shuffled face down keeps its new order secret.
    case 'QContinuumReplenished':
      return { type: event.type, owner: event.owner, count: event.order.length, rule: event.rule };
    // Issue 15 (premiere-windows): the new order of a deck is known to the player who arranged it only.
    case 'CardsArranged':
      return event.player === self ? rest : { type: event.type, player: event.player, zone: event.zone, count: event.order.length, source: event.source, rule: event.rule };
    // Issue 15 (choices): hidden options and picks are known to the chooser only.
    case 'ChoiceAwaited':
    case 'CardsChosen':
      return redactChoiceEvent(rest as typeof event, self);
    // Issue 15 (helper stored): a card stored face down is its owner's to know; others learn where, not which.
    case 'CardStored':
      return event.faceUp || (self !== null && before.cards[event.card]?.owner === self) ? rest : { type: event.type, from: event.from, to: event.to, host: event.host, faceUp: false, source: event.source, rule: event.rule };
    // Issue 15 (helper pairs): combat piles lie face down; their order shows only as each pairing is revealed (CombatPaused, CombatResolved).
    case 'CombatPilesFormed':
      return { type: event.type, counts: { p1: event.piles.p1.length, p2: event.piles.p2.length }, setAside: event.setAside, rule: event.rule };
    // Issue 15 (helper tactics2): a Tactic drawn at the Tactics stage is its player's to see until the current tactics are revealed;
    // the opponent learns that one was drawn, then how many were drawn and whether one was played (behaviour/battle-tactics.ts).
    case 'TacticDrawn':
      return event.player === self ? rest : { type: event.type, player: event.player, rule: event.rule };
    case 'TacticChosen':
      return event.player === self ? rest : { type: event.type, player: event.player, count: event.drawn.length, played: event.tactic !== null, rule: event.rule };
    // A regenerated Battle Bridge side deck: its new order is secret from both players (as a shuffled deck's).
    case 'TacticsRegenerated':
      return { type: event.type, player: event.player, count: event.order.length, rule: event.rule };
    case 'CardsDrawn':
      return event.player === self || handsExposed(before) ? rest : { type: event.type, player: event.player, count: event.cards.length, reason: event.reason, rule: event.rule };
    case 'CardStaged':
    case 'CardSeededUnderMission':
      return event.player === self ? rest : { type: event.type, player: event.player, location: 'location' in event ? event.location : event.zone, rule: event.rule };
    case 'CardsSeededUnderMission':
      return { type: event.type, location: event.location, count: event.cards.length, position: event.position, rule: event.rule };
    case 'GameRewound':
      // the restored state holds hands and deck orders: players read it through view(), not here
      return { type: event.type, to: event.to, seedCommitment: event.seedCommitment, ruling: event.ruling, rule: event.rule };
    case 'CardsShown':
      // Issue 15: only the player they were shown to sees which cards (and their owner, who holds them).
      // A hand's owner knows it already; nobody else (and not the owner of a draw deck, whose order is secret) learns the cards.
      return event.to === self || (self !== null && event.zone === `hand:${self}`)
        ? rest
        : { type: event.type, to: event.to, zone: event.zone, count: event.cards.length, source: event.source, rule: event.rule };
    default:
      return rest;
  }
}
