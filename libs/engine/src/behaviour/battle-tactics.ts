/**
 * Issue 15 (helper tactics): Tactic cards in ship battle — the minimum model the rules text describes.
 *   - The Battle Bridge side deck: the player's Tactic cards in their side-deck zone, open while a Battle
 *     Bridge Door of theirs lies face up on their table (1E rulebook › TACTICS; BATTLE › SHIP BATTLE:
 *     "stocked in a Battle Bridge side deck (which is opened by seeding Battle Bridge Door)"). Face-down
 *     Tactics are the deck (zone order, top first); face-up ones lie beneath it, used. When no face-down
 *     Tactic is left, the face-up ones are shuffled and turned face down (4. Tactics: "Whenever the side
 *     deck is exhausted, face-up cards are shuffled and replaced face-down, regenerating the side deck");
 *     the new order is secret (`TacticsRegenerated`, redacted to a count in view.ts).
 *   - The Tactics stage (4. Tactics), after the battle's responses: each player with an open, non-empty
 *     Battle Bridge side deck draws one or two Tactics (more with cards like Attack Pattern Delta) and
 *     plays one face down as the current tactic, or none; unused ones go face up beneath the deck. Once
 *     both have chosen, the tactics are turned face up together and the battle goes on (5. Open Fire).
 *     "Players may look at each Tactic before deciding whether to draw the next": two commands (issue 15,
 *     helper tactics2). `DrawTactic` draws the top face-down Tactic onto its player's table, face down
 *     (`TacticDrawn`; `BattleState.tacticsDrawn`): its owner sees it, the opponent sees a face-down card
 *     and a redacted event. `ChooseTactic { tactic | null }` picks among the Tactics drawn. Offers never
 *     name a Tactic not yet drawn, and nothing names the drawn ones to the opponent before the reveal.
 *   - ATTACK and DEFENSE bonuses (5. Open Fire, 6. Return Fire): the current tactic's ATTACK bonus once
 *     per engagement of its player's fire (not once per ship), its DEFENSE bonus on the ship its player
 *     defends with; a card's extra bonus when its condition holds.
 *   - Tactics damage (7. Damage; DAMAGE AND REPAIRS › TACTICS DAMAGE): a player with a Battle Bridge side
 *     deck never uses rotation damage; a hit places the damage markers the current tactic shows (`down`:
 *     the tactic itself, `flip`: a Tactic drawn from the side deck), or default damage without one (two
 *     drawn, four on a direct hit). A marker that cannot be drawn is not suffered. Each marker, as placed:
 *     its immediate effect (a random casualty aboard, intruders included), then its HULL damage. A ship
 *     at 100% HULL damage or more is destroyed at the end of the battle (8. Resolution), when the current
 *     tactics still on the table go face up beneath their side decks.
 * Left out (README › Tactic cards in ship battle): markers returning to the side deck when a ship is
 * repaired or destroyed; systems "off line"; downloads of a Tactic as the current tactic.
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { behaviourOf } from './registry';
import type { BattleState, CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { selectAtRandom } from './random-selection';
import { leavePlay } from '../attempt/leaving-play';
import { memberOf } from '../attempt/requirements';
import { sitesRow } from './site-basics';
import type { VerbContext } from './verbs';
import type { MarkerSymbol, TacticCondition, TacticEvent, TacticSpec } from './tactics-facts';
import { titledAmong, isTitled } from '../card-facts';

const R = (...path: string[]) => ['1E rulebook', ...path].join(' › ');
export const TACTIC_RULES = {
  sideDeck: R('TACTICS'),
  stage: R('BATTLE', 'SHIP BATTLE', '4. Tactics'),
  applying: R('BATTLE', 'SHIP BATTLE', '4. Tactics', 'Clarifications: Applying Tactics'),
  damage: R('BATTLE', 'SHIP BATTLE', '7. Damage'),
  markers: R('DAMAGE AND REPAIRS', 'TACTICS DAMAGE', 'Clarifications: Tactics Damage'),
  resolution: R('BATTLE', 'SHIP BATTLE', '8. Resolution'),
  unusual: R('BATTLE', 'SHIP BATTLE', 'Clarifications: Unusual Tactic Scenarios'),
} as const;

/** The Tactics a player draws at the Tactics stage without help ("one or two"). */
const BASE_DRAWS = 2;

function isTactic(state: GameState, iid: string): boolean {
  return bp(state, iid).type === 'Tactic';
}

/** A Tactic card's spec (its card file's `tactic`), if scripted. */
export function tacticOf(state: GameState, iid: string): TacticSpec | undefined {
  return behaviourOf(state.cards[iid]!.blueprint)?.tactic;
}

/** The doorways that open the Battle Bridge side deck (each card's text: "Seeds on (opens) Battle Bridge side deck"). */
const BATTLE_BRIDGE_DOORS: readonly string[] = ['Battle Bridge Door', 'Battle Bridge Door: Auxiliary Control'];

/** Whether the player's Battle Bridge side deck is open: a Battle Bridge Door (either doorway) of theirs face up on their table. */
export function battleBridgeOpen(state: GameState, player: PlayerId): boolean {
  return cardsIn(state, Z.table(player)).some((iid) => state.cards[iid]!.faceUp && titledAmong(BATTLE_BRIDGE_DOORS, bp(state, iid)));
}

/** The face-down Tactics of an open Battle Bridge side deck, top first. */
export function tacticDeck(state: GameState, player: PlayerId): string[] {
  if (!battleBridgeOpen(state, player)) return [];
  return cardsIn(state, Z.side(player)).filter((iid) => isTactic(state, iid) && !state.cards[iid]!.faceUp);
}

/** The used (face-up) Tactics beneath an open side deck. */
function usedTactics(state: GameState, player: PlayerId): string[] {
  if (!battleBridgeOpen(state, player)) return [];
  return cardsIn(state, Z.side(player)).filter((iid) => isTactic(state, iid) && state.cards[iid]!.faceUp);
}

/** Whether the player has a Tactic to draw: a face-down one, or face-up ones the exhausted deck regenerates from. */
function tacticToDraw(state: GameState, player: PlayerId): boolean {
  return tacticDeck(state, player).length > 0 || usedTactics(state, player).length > 0;
}

/**
 * Face-up Tactics beneath the side deck shuffled and turned face down when the deck is exhausted. One
 * `TacticsRegenerated` fact (its order redacted for every player, as `DeckShuffled`'s), the PRNG state in its secret.
 */
function regenerate(ctx: Ctx, player: PlayerId): void {
  if (!battleBridgeOpen(ctx.state, player) || tacticDeck(ctx.state, player).length > 0) return;
  const used = usedTactics(ctx.state, player);
  if (used.length === 0) return;
  const rng = ctx.rng();
  const order = rng.shuffle([...used]);
  ctx.emit({ type: 'TacticsRegenerated', player, order, secret: { rng: rng.state }, rule: TACTIC_RULES.stage });
}

/** A face-up Tactic placed beneath the side deck (never discarded). */
function beneathSideDeck(ctx: Ctx, iid: string, reason: string, rule: string): void {
  const owner = ctx.state.cards[iid]!.owner;
  ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.side(owner), faceUp: true, reason, rule });
}

// ---------------------------------------------------------------------------------------------
// The Tactics stage

/** How many Tactics the player may draw at this battle's Tactics stage ("one or two", more with extra draws). */
function drawLimit(battle: BattleState, player: PlayerId): number {
  return BASE_DRAWS + (battle.tacticDraws?.[player] ?? 0);
}

/** The Tactics `player` has drawn at the Tactics stage under way (face down on their table, seen by them only). */
export function drawnTactics(state: GameState, player: PlayerId): readonly string[] {
  return state.battle?.tacticsDrawn?.[player] ?? [];
}

/**
 * Called as the ship battle resolves: true while the battle waits at the Tactics stage. The stage opens
 * for each player with Tactics to draw; once every one has chosen, both current tactics are revealed.
 */
export function awaitTactics(ctx: Ctx, battle: BattleState): boolean {
  if (battle.tacticsRevealed) return false;
  if (!battle.tacticStage) {
    for (const player of [battle.attacker, battle.defender]) regenerate(ctx, player);
    const players = [battle.attacker, battle.defender].filter((player) => tacticDeck(ctx.state, player).length > 0);
    if (players.length === 0) return false;
    ctx.emit({ type: 'TacticsStageBegan', players, rule: TACTIC_RULES.stage });
    return true;
  }
  if (battle.tacticStage.length > 0) return true;
  const tactics = ctx.state.battle?.tactics ?? {};
  for (const iid of Object.values(tactics)) if (iid) ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: ctx.state.cards[iid]!.zone, faceUp: true, reason: 'current tactic revealed', rule: TACTIC_RULES.stage });
  ctx.emit({ type: 'TacticsRevealed', tactics, rule: TACTIC_RULES.stage });
  return false;
}

function checkTacticsStage(state: GameState, actor: PlayerId): Problem | null {
  if (!state.battle?.tacticStage?.includes(actor)) return problem('NO_TACTICS_STAGE', 'no ship battle waits for your current tactic', TACTIC_RULES.stage);
  return null;
}

export function checkDrawTactic(state: GameState, command: CommandOf<'DrawTactic'>): Problem | null {
  const stage = checkTacticsStage(state, command.actor);
  if (stage) return stage;
  const limit = drawLimit(state.battle!, command.actor);
  if (drawnTactics(state, command.actor).length >= limit) return problem('TACTIC_DRAWS', `you may draw ${limit} Tactic cards at most`, TACTIC_RULES.stage);
  if (!tacticToDraw(state, command.actor)) return problem('TACTIC_DECK_EMPTY', 'no Tactic is left in your Battle Bridge side deck', TACTIC_RULES.stage);
  return null;
}

/** The top face-down Tactic drawn: face down on the player's table, theirs to look at before deciding to draw the next. */
export function drawTactic(ctx: Ctx, command: CommandOf<'DrawTactic'>): void {
  // "Whenever the side deck is exhausted" — between two draws too.
  regenerate(ctx, command.actor);
  const card = tacticDeck(ctx.state, command.actor)[0]!;
  ctx.emit({ type: 'TacticDrawn', player: command.actor, card, rule: TACTIC_RULES.stage });
}

export function checkChooseTactic(state: GameState, command: CommandOf<'ChooseTactic'>): Problem | null {
  const stage = checkTacticsStage(state, command.actor);
  if (stage) return stage;
  const drawn = drawnTactics(state, command.actor);
  if (drawn.length === 0) return problem('TACTIC_DRAWS', 'draw a Tactic card first (DrawTactic)', TACTIC_RULES.stage);
  if (command.tactic === null) return null;
  if (!drawn.includes(command.tactic)) return problem('NOT_DRAWN', 'the current tactic is one of the Tactics you drew', TACTIC_RULES.stage);
  if (titledAmong(state.battle!.bannedTactics, bp(state, command.tactic))) return problem('TACTIC_BANNED', 'a card named that tactic: no player may play it this battle', TACTIC_RULES.applying);
  return null;
}

/**
 * The current tactic stays face down on the table; the other Tactics drawn go face up beneath the side
 * deck (one fact: evolve moves them, view.ts tells the opponent how many were drawn and whether one was played).
 */
export function chooseTactic(ctx: Ctx, command: CommandOf<'ChooseTactic'>): void {
  const drawn = [...drawnTactics(ctx.state, command.actor)];
  ctx.emit({ type: 'TacticChosen', player: command.actor, drawn, tactic: command.tactic, rule: TACTIC_RULES.stage });
  if (ctx.state.battle?.tacticStage?.length === 0) resumeShipBattle(ctx);
}

let resumeShipBattle: (ctx: Ctx) => void = () => undefined;
/** battle.ts hands over how the battle goes on once both players have chosen (no import cycle at load). */
export function onTacticsChosen(resume: (ctx: Ctx) => void): void {
  resumeShipBattle = resume;
}

/**
 * The player's Tactics-stage offers: one of the Tactics drawn as the current tactic (banned titles left
 * out) or none, once one is drawn; another draw while the limit allows. Never a Tactic not yet drawn.
 */
export function tacticOffers(state: GameState, player: PlayerId): (CommandOf<'ChooseTactic'> | CommandOf<'DrawTactic'>)[] {
  const battle = state.battle;
  if (!battle?.tacticStage?.includes(player)) return [];
  const out: (CommandOf<'ChooseTactic'> | CommandOf<'DrawTactic'>)[] = [];
  const drawn = drawnTactics(state, player);
  for (const tactic of drawn) if (!titledAmong(battle.bannedTactics, bp(state, tactic))) out.push({ type: 'ChooseTactic', actor: player, tactic });
  if (drawn.length > 0) out.push({ type: 'ChooseTactic', actor: player, tactic: null });
  if (drawn.length < drawLimit(battle, player) && tacticToDraw(state, player)) out.push({ type: 'DrawTactic', actor: player });
  return out;
}

/** Handler of the effect word `extra-tactic-draws` (vocabulary.ts), spread into `VERBS`. */
export const TACTIC_VERBS: { readonly 'extra-tactic-draws': (v: VerbContext) => void } = {
  'extra-tactic-draws': (v) => addTacticDraws(v.ctx, v.player, v.card),
};

/** Issue 15 (helper tactics): effect `extra-tactic-draws` — Attack Pattern Delta: X more Tactics, X = your ships in this battle. */
export function addTacticDraws(ctx: Ctx, player: PlayerId, source: string): void {
  const battle = ctx.state.battle;
  if (!battle || battle.kind !== 'ship') return;
  const ships = new Set([...battle.attacking, ...(battle.target ? [battle.target] : []), ...(battle.returnFire?.ships ?? [])].filter((ship) => ctx.state.cards[ship]?.owner === player));
  ctx.emit({ type: 'TacticDrawsAdded', player, count: ships.size, source, rule: TACTIC_RULES.stage });
}

// ---------------------------------------------------------------------------------------------
// ATTACK and DEFENSE

/** The player's current tactic in the battle under way, face up. */
export function currentTactic(state: GameState, player: PlayerId): string | null {
  const iid = state.battle?.tacticsRevealed ? state.battle.tactics?.[player] : null;
  return iid && state.cards[iid]?.zone === Z.table(player) ? iid : null;
}

/** How many times a bonus counts: 0 or 1, or once per ship firing (`each-ship-firing`). */
function conditionHolds(state: GameState, when: TacticCondition, firing: readonly string[], defending: string | null): number {
  switch (when.kind) {
    case 'each-ship-firing':
      return firing.length;
    case 'titled-ship-defending':
      return defending && bp(state, defending).title === when.title ? 1 : 0;
    case 'ship-firing':
      return +firing.some((ship) => {
        const card = bp(state, ship);
        if (card.type !== 'Ship') return false;
        if (when.affiliation && !card.affiliations.includes(when.affiliation as never)) return false;
        return !when.shipClass || (card.ship?.shipClass ?? '').toLowerCase().startsWith(when.shipClass.toLowerCase());
      });
    case 'unstaffed-ship-defending': {
      const card = defending ? bp(state, defending) : null;
      return +(!!card?.ship && card.ship.staffing.icons.length === 0 && card.ship.staffing.alternatives.length === 0);
    }
  }
}

/** The ATTACK bonus of `player`'s current tactic for the ships firing (once per engagement, not per ship). */
export function tacticAttackBonus(state: GameState, player: PlayerId, firing: readonly string[]): number {
  const iid = currentTactic(state, player);
  const spec = iid ? tacticOf(state, iid) : undefined;
  if (!spec || firing.length === 0) return 0;
  return spec.attack + (spec.bonuses ?? []).reduce((sum, bonus) => sum + (bonus.attack ?? 0) * conditionHolds(state, bonus.when, firing, null), 0);
}

/** The DEFENSE bonus of the current tactic of the player whose ship `target` is fired upon. */
export function tacticDefenseBonus(state: GameState, target: string): number {
  const player = state.cards[target]!.owner;
  const iid = currentTactic(state, player);
  const spec = iid ? tacticOf(state, iid) : undefined;
  if (!spec) return 0;
  // "if you have a … ship firing" in a DEFENSE bonus reads the player's own ships in the battle.
  const own = [...(state.battle?.attacking ?? []), ...(state.battle?.returnFire?.ships ?? [])].filter((ship) => state.cards[ship]?.owner === player);
  return spec.defense + (spec.bonuses ?? []).reduce((sum, bonus) => sum + (bonus.defense ?? 0) * conditionHolds(state, bonus.when, own, target), 0);
}

// ---------------------------------------------------------------------------------------------
// Damage

/** Whether `player` deals tactics damage (a Battle Bridge side deck: never rotation damage). */
export function usesTacticsDamage(state: GameState, player: PlayerId): boolean {
  return battleBridgeOpen(state, player);
}

/** The markers `player` deals for a hit or a direct hit: their current tactic's, or default damage. */
export function markersFor(state: GameState, player: PlayerId, result: 'hit' | 'direct-hit'): readonly MarkerSymbol[] {
  const iid = currentTactic(state, player);
  const spec = iid ? tacticOf(state, iid) : undefined;
  if (spec) return result === 'hit' ? spec.hit : spec.direct;
  // No current tactic, or one the engine does not script: default damage (7. Damage; TACTICS DAMAGE).
  return result === 'hit' ? ['flip', 'flip'] : ['flip', 'flip', 'flip', 'flip'];
}

/** The HULL damage (percent) of the ship from Tactics lying on it. */
export function hullDamage(state: GameState, ship: string): number {
  return state.cards[ship]?.hull ?? 0;
}

/**
 * Places `symbols` damage markers of `player` on `ship` (source: what dealt the damage) and carries each
 * out; returns the HULL damage added (at most what takes the ship to 100%).
 */
export function placeDamageMarkers(ctx: Ctx, player: PlayerId, ship: string, symbols: readonly MarkerSymbol[], source: string): number {
  const before = hullDamage(ctx.state, ship);
  let placed = 0;
  for (const symbol of symbols) {
    let marker: string | null = null;
    if (symbol === 'down') {
      marker = currentTactic(ctx.state, player);
    } else {
      regenerate(ctx, player);
      marker = tacticDeck(ctx.state, player)[0] ?? null;
    }
    // A marker that cannot be placed is not suffered (Clarifications: Tactics Damage).
    if (!marker || !ctx.state.cards[ship]) continue;
    ctx.emit({ type: 'CardMoved', card: marker, from: ctx.state.cards[marker]!.zone, to: Z.on(ship), faceUp: true, reason: `damage marker (${symbol === 'down' ? 'the current tactic' : 'drawn from the Battle Bridge side deck'})`, rule: TACTIC_RULES.damage });
    placed += 1;
    const spec = tacticOf(ctx.state, marker);
    if (spec?.marker.casualty) casualty(ctx, ship, marker, spec.marker.casualty);
    if (!ctx.state.cards[ship]) continue;
    ctx.emit({ type: 'DamageMarkerPlaced', ship, marker, player, hull: spec?.marker.hull ?? 0, scripted: !!spec, rule: TACTIC_RULES.markers });
  }
  if (placed === 0 || !ctx.state.cards[ship]) return 0;
  const after = hullDamage(ctx.state, ship);
  // `damage` keeps its meaning for the rest of the engine: 1 damaged, 2 destroyed at the end of the battle.
  ctx.emit({ type: 'ShipDamaged', ship, damage: after >= 100 ? 2 : 1, source, rule: TACTIC_RULES.markers });
  return Math.min(100, after) - Math.min(100, before);
}

/** A marker's immediate casualty: one personnel aboard at random (intruders too), of the classifications or skills named. */
function casualty(ctx: Ctx, ship: string, marker: string, spec: NonNullable<TacticSpec['marker']['casualty']>): void {
  const sites = sitesRow(ctx.state, ship);
  if (sites.length > 0 && spec.norChoice) {
    ctx.emit({ type: 'CardEffectResolved', card: marker, player: ctx.state.cards[marker]!.owner, effect: 'casualty at a site of the damaged player\'s choice: left to a manual effect', target: ship, rule: TACTIC_RULES.markers });
    return;
  }
  const zones = sites.length > 0 ? sites.filter((site) => !spec.norSite || isTitled(bp(ctx.state, site), spec.norSite)).map((site) => Z.aboard(site)) : [Z.aboard(ship)];
  const candidates = zones
    .flatMap((zone) => cardsIn(ctx.state, zone))
    .filter((iid) => bp(ctx.state, iid).type === 'Personnel')
    .filter((iid) => {
      if (!spec.anyOf) return true;
      if (spec.orDisabled && ctx.state.cards[iid]!.disabled) return true;
      const member = memberOf(ctx.state, iid);
      return spec.anyOf.some((name) => member.classification === name || member.skills.some((skill) => skill.name === name));
    });
  const [victim] = selectAtRandom(ctx, { purpose: `${bp(ctx.state, marker).title}: casualty aboard ${bp(ctx.state, ship).title}`, candidates, rule: TACTIC_RULES.markers });
  if (victim) leavePlay(ctx, victim, 'killed', marker);
}

/** 8. Resolution: each current tactic still on the table goes face up beneath its side deck. */
export function putAwayTactics(ctx: Ctx, battle: BattleState): void {
  for (const player of [battle.attacker, other(battle.attacker)]) {
    const iid = battle.tactics?.[player];
    if (iid && ctx.state.cards[iid]?.zone === Z.table(player)) beneathSideDeck(ctx, iid, 'current tactic put away at the end of the battle', TACTIC_RULES.resolution);
  }
}

/** evolve for the Tactic facts (pure). */
export function applyTacticEvent(state: GameState, event: TacticEvent): GameState {
  const battle = state.battle;
  switch (event.type) {
    case 'TacticsStageBegan':
      return battle ? { ...state, battle: { ...battle, tacticStage: event.players } } : state;
    case 'TacticDrawn':
      return battle ? { ...state, battle: { ...battle, tacticsDrawn: { ...(battle.tacticsDrawn ?? {}), [event.player]: [...(battle.tacticsDrawn?.[event.player] ?? []), event.card] } } } : state;
    case 'TacticChosen': {
      if (!battle) return state;
      const { [event.player]: _chosen, ...drawn } = battle.tacticsDrawn ?? {};
      return { ...state, battle: { ...battle, tacticStage: (battle.tacticStage ?? []).filter((player) => player !== event.player), tactics: { ...(battle.tactics ?? {}), [event.player]: event.tactic }, tacticsDrawn: drawn } };
    }
    case 'TacticsRegenerated':
      return state;
    case 'TacticsRevealed':
      return battle ? { ...state, battle: { ...battle, tacticsRevealed: true } } : state;
    case 'TacticBanned':
      return battle ? { ...state, battle: { ...battle, bannedTactics: [...(battle.bannedTactics ?? []), event.title] } } : state;
    case 'TacticDrawsAdded':
      return battle ? { ...state, battle: { ...battle, tacticDraws: { ...(battle.tacticDraws ?? {}), [event.player]: (battle.tacticDraws?.[event.player] ?? 0) + event.count } } } : state;
    case 'DamageMarkerPlaced': {
      const ship = state.cards[event.ship];
      return ship ? { ...state, cards: { ...state.cards, [event.ship]: { ...ship, hull: (ship.hull ?? 0) + event.hull } } } : state;
    }
  }
}
