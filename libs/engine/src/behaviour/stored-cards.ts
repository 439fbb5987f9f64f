/**
 * Issue 15 (helper stored): cards stored on (or beneath) another card — set aside on a host card, not in play
 * (their text is inactive: zones.ts › isInPlayZone leaves `stored:` out, so no table scan, trigger or count
 * reads them), still their owner's, face up or face down as the storing card says. They lie in the zone
 * `stored:<host>` (zones.ts › Z.stored; fact `CardStored`, behaviour/stored-facts.ts), so the random games'
 * conservation invariant counts them like any other card (every card in exactly one zone).
 * Words:
 * - card field `stores` (`StoreRule`): the card keeps cards stored on it — `faceDown` (seen by their owner only:
 *   view.ts › canSee; face up by default), `whenHostLeaves` (default: they follow the host, below);
 *   `turnDraws` (the end-of-turn draw stored on it, back to hand as its owner's turn begins: Watch Dog),
 *   `lendsEquipment` (the stored ships' special equipment is its owner's ships' too: Salvage Starship);
 * - choice fate `stored-on-source` (vocabulary-choices.ts; choices.ts): the chosen card stored on the card choosing;
 * - target `stored-here` (`count`, `types`): cards stored on the acting card (`count` > 1: every group of that
 *   many, ids joined by `+`);
 * - target `stored-on-your` (`titles`, `types`): a card stored on a face-up card of yours on your table so titled;
 * - target `hand-cards-up-to` (`upTo`, `filter`): one to `upTo` cards of your hand (personnel `filter` reaches), joined by `+`;
 * - target `your-discard-top` (`filter`): the top card of your discard pile, when `filter` reaches it;
 * - effect `store-target`: the target card(s) (from hand, a deck or a pile) stored on the acting card;
 * - effect `stored-targets-to` (`to: hand | discard | out | beneath-draw`): the stored target card(s) to their
 *   owner's hand, discard pile, out-of-play pile, or beneath their draw deck;
 * - ability cost `discard-stored` (`count`): the earliest `count` cards stored on the acting card discarded
 *   (the engine picks the earliest: a choice that matters only where stored cards differ — a decision to review);
 * - `discardRedirect.to: 'here'` (discard-redirects.ts): personnel leaving play stored on the card instead.
 * The host leaving play (storedFollowHost, after every command: decide.ts): its stored cards go where it went
 * — to their owner's hand if it was returned to hand, out of play if it was placed out of play, else to their
 * owner's discard pile — unless its `whenHostLeaves` says otherwise (`shuffled-onto-draw`: shuffled, then on
 * top of their owner's draw deck; then the storing card's owner answers a yes/no question on it — yes puts the
 * group beneath the deck instead: effect `targets-beneath-draw`). 1E rulebook › LEAVING PLAY ("If a card leaves play, other cards played on
 * or under it also leave play in the same manner", to the owner's discard pile); PLAYING A CARD › ENTERING
 * PLAY (a face-down card is not in play and the opponent may not examine it); THE CARDS (a card's text
 * overrides the rules).
 * Speed: the storing blueprints are found once per game; a game without them costs one lookup per command.
 */
import { titledAmong } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { tableIndex } from '../table-index';
import { cardsIn, isInPlayZone, Z, zoneArg, zoneKind } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { behaviourOf } from './registry';
import { personnelMatches } from './personnel-filter';
import { finding } from './target-table';
import type { PersonnelFilter } from './vocabulary-events2';
import { runEffects, type VerbContext } from './verbs';
import type { Effect } from './vocabulary';

export interface StoreRule {
  /** Stored face down: their owner sees them, the opponent does not (default: face up). */
  readonly faceDown?: true;
  /** Where the stored cards go when the card leaves play (default: where it went; see the module comment). */
  readonly whenHostLeaves?: 'shuffled-onto-draw';
  /** On its owner's table: the cards they draw at the end of their turn are stored on it, and go to their hand as their next turn begins (play.ts). */
  readonly turnDraws?: true;
  /** In play: the special equipment printed on the ships stored on it is its owner's ships' too (ship-equipment.ts › specialEquipment: Salvage Starship). */
  readonly lendsEquipment?: true;
  /** Issue 15 (helper tables): on its owner's face-up table, the stored cards this filter reaches may be played (reported) as though they were in their owner's hand (draw-deck-piles.ts › playableFromPiles: Learning Curve). */
  readonly playableAsHand?: import('./vocabulary').CardFilter;
  /** Issue 15 (helper inca): the personnel stored on the face-up card count as their owner's in play for uniqueness only (attempt-tolls.ts: Kobayashi Maru Scenario). */
  readonly countsForUniqueness?: true;
}

export type StoredTarget =
  | { readonly kind: 'stored-here'; readonly count?: number; readonly types?: readonly string[] }
  | { readonly kind: 'stored-on-your'; readonly titles: readonly string[]; readonly types?: readonly string[] }
  /** `orInPlay` (issue 15, helper domir): your personnel in play (on a planet, aboard a ship or facility) matching `filter` are offered too ("from hand or in play"). */
  | { readonly kind: 'hand-cards-up-to'; readonly upTo: number; readonly filter?: PersonnelFilter; readonly orInPlay?: true }
  | { readonly kind: 'your-discard-top'; readonly filter?: PersonnelFilter };

/** An ability cost: the earliest `count` cards stored on the acting card go to their owner's discard pile. */
export type StoredCost = { readonly kind: 'discard-stored'; readonly count: number };

export type StoredEffect =
  | { readonly kind: 'store-target' }
  | { readonly kind: 'stored-targets-to'; readonly to: 'hand' | 'discard' | 'out' | 'beneath-draw' }
  /** The target card(s) still in their owner's draw deck moved beneath it, in order (the answer "beneath" after `shuffled-onto-draw`). */
  | { readonly kind: 'targets-beneath-draw' };

/** For the catalogue test and the README. */
export const STORED_WORDS: readonly string[] = ['stores', 'target:stored-here', 'target:stored-on-your', 'target:hand-cards-up-to', 'target:your-discard-top', 'effect:store-target', 'effect:stored-targets-to', 'effect:targets-beneath-draw', 'ability-cost:discard-stored'];

const RULE_STORED = `${RULES.cardEffects}; 1E rulebook › PLAYING A CARD › ENTERING PLAY (face-down cards are not in play)`;

/** The cards stored on `host`, first stored first. */
export function storedOn(state: GameState, host: string): readonly string[] {
  return cardsIn(state, Z.stored(host));
}

function ruleOf(state: GameState, host: string): StoreRule {
  const instance = state.cards[host];
  return (instance && behaviourOf(instance.blueprint)?.stores) || {};
}

/** Stores `card` (not in play: in a hand, deck or pile) on `host`, face up or down as the host's `stores` says. */
export function storeCard(ctx: Ctx, card: string, host: string, source: string): void {
  const instance = ctx.state.cards[card];
  if (!instance || isInPlayZone(instance.zone) || instance.zone === Z.stored(host)) return;
  ctx.emit({ type: 'CardStored', card, from: instance.zone, to: Z.stored(host), host, faceUp: !ruleOf(ctx.state, host).faceDown, source, rule: RULE_STORED });
}

/** Issue 15 (helper domir): stores a personnel in play on `host` — what lies on it is discarded first, as when a card leaves play (1E rulebook › PLAYING A CARD). */
export function storeFromPlay(ctx: Ctx, card: string, host: string): void {
  for (const child of [...cardsIn(ctx.state, Z.on(card))])
    ctx.emit({ type: 'CardLeftPlay', card: child, from: Z.on(card), to: Z.discard(ctx.state.cards[child]!.owner), how: 'discarded', source: host, rule: RULES.leavingPlay });
  const instance = ctx.state.cards[card]!;
  ctx.emit({ type: 'CardStored', card, from: instance.zone, to: Z.stored(host), host, faceUp: !ruleOf(ctx.state, host).faceDown, source: host, rule: RULE_STORED });
}

const typed = (state: GameState, iid: string, types: readonly string[] | undefined) => !types || types.includes(bp(state, iid).type);

/** Every group of `count` ids of `pool`, in pool order, joined by `+`. */
function groups(pool: readonly string[], count: number): string[] {
  if (count <= 1) return [...pool];
  const out: string[] = [];
  const pick = (start: number, chosen: readonly string[]) => {
    if (chosen.length === count) return void out.push(chosen.join('+'));
    for (let i = start; i < pool.length; i++) pick(i + 1, [...chosen, pool[i]!]);
  };
  pick(0, []);
  return out;
}

function storedTargets(state: GameState, player: PlayerId, spec: StoredTarget, self?: string): string[] {
  if (spec.kind === 'your-discard-top') {
    // The top of a discard pile is its last card (cards leaving play are added at the end).
    const top = cardsIn(state, Z.discard(player)).at(-1);
    return top && (!spec.filter || personnelMatches(bp(state, top), spec.filter)) ? [top] : [];
  }
  if (spec.kind === 'hand-cards-up-to') {
    const inPlay = spec.orInPlay
      ? tableIndex(state)
          .inPlayBy[player].filter((instance) => (zoneKind(instance.zone) === 'surface' || zoneKind(instance.zone) === 'aboard') && bp(state, instance.iid).type === 'Personnel')
          .map((instance) => instance.iid)
      : [];
    const pool = [...cardsIn(state, Z.hand(player)), ...inPlay].filter((iid) => !spec.filter || personnelMatches(bp(state, iid), spec.filter));
    return Array.from({ length: spec.upTo }, (_, index) => groups(pool, index + 1)).flat();
  }
  if (spec.kind === 'stored-here') {
    if (!self) return [];
    return groups(storedOn(state, self).filter((iid) => typed(state, iid, spec.types)), spec.count ?? 1);
  }
  return cardsIn(state, Z.table(player))
    .filter((host) => state.cards[host]!.faceUp && titledAmong(spec.titles, bp(state, host)))
    .flatMap((host) => storedOn(state, host).filter((iid) => typed(state, iid, spec.types)));
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const STORED_TARGETS = finding(['stored-here', 'stored-on-your', 'hand-cards-up-to', 'your-discard-top'], (state, player, spec, self) => storedTargets(state, player, spec, self));

const resolved = (v: VerbContext, effect: string) =>
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });

export const STORED_VERBS: { readonly [K in StoredEffect['kind']]: (v: VerbContext, effect: Extract<StoredEffect, { kind: K }>) => void } = {
  'store-target': (v) => {
    const cards = (v.target ?? '').split('+').filter((iid) => v.ctx.state.cards[iid]);
    for (const card of cards) {
      const instance = v.ctx.state.cards[card]!;
      // Issue 15 (helper domir): a personnel of yours in play leaves play as it is stored (cards lying on it are discarded).
      if (isInPlayZone(instance.zone) && (instance.owner !== v.player || bp(v.ctx.state, card).type !== 'Personnel' || zoneKind(instance.zone) === 'held')) continue;
      if (isInPlayZone(instance.zone)) storeFromPlay(v.ctx, card, v.card);
      else storeCard(v.ctx, card, v.card, v.card);
    }
    // The stored cards are not named: face-down ones stay hidden from the opponent.
    resolved(v, `${cards.length} card(s) stored on ${bp(v.ctx.state, v.card).title}`);
  },
  'targets-beneath-draw': (v) => {
    const cards = (v.target ?? '').split('+').filter((iid) => v.ctx.state.cards[iid] && v.ctx.state.cards[iid]!.zone === Z.draw(v.ctx.state.cards[iid]!.owner));
    for (const card of cards) v.ctx.emit({ type: 'CardMoved', card, from: v.ctx.state.cards[card]!.zone, to: v.ctx.state.cards[card]!.zone, faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: beneath the draw deck`, rule: RULES.cardEffects });
    resolved(v, `${cards.length} card(s) beneath the draw deck`);
  },
  'stored-targets-to': (v, effect) => {
    const cards = (v.target ?? '').split('+').filter((iid) => v.ctx.state.cards[iid] && zoneKind(v.ctx.state.cards[iid]!.zone) === 'stored');
    for (const card of cards) {
      const owner = v.ctx.state.cards[card]!.owner;
      const to = effect.to === 'hand' ? Z.hand(owner) : effect.to === 'discard' ? Z.discard(owner) : effect.to === 'out' ? Z.out(owner) : Z.draw(owner);
      const faceUp = effect.to === 'discard' || effect.to === 'out';
      v.ctx.emit({ type: 'CardMoved', card, from: v.ctx.state.cards[card]!.zone, to, faceUp, reason: `${bp(v.ctx.state, v.card).title}: a stored card ${effect.to === 'beneath-draw' ? 'beneath the draw deck' : `to ${effect.to}`}`, rule: RULES.cardEffects });
    }
    resolved(v, cards.length === 0 ? 'the card is no longer stored: nothing' : `${cards.length} stored card(s) to ${effect.to}`);
  },
};

export function isStoredCost(cost: unknown): cost is StoredCost {
  return typeof cost === 'object' && cost !== null && (cost as { kind?: string }).kind === 'discard-stored';
}

export function storedCostPayable(state: GameState, card: string, cost: StoredCost): boolean {
  return storedOn(state, card).length >= cost.count;
}

export function payStoredCost(ctx: Ctx, card: string, cost: StoredCost): void {
  for (const stored of storedOn(ctx.state, card).slice(0, cost.count))
    ctx.emit({ type: 'CardMoved', card: stored, from: Z.stored(card), to: Z.discard(ctx.state.cards[stored]!.owner), faceUp: true, reason: `${bp(ctx.state, card).title}: a stored card discarded to use it`, rule: RULES.cardEffects });
}

const storing: BlueprintTest = (behaviour) => behaviour.stores;

/** Asked of the storing card's owner as its shuffled group lies on their deck: pick the card to put the group beneath instead. */
const BENEATH_QUESTION: Effect = { kind: 'choose-cards', chooser: 'you', pool: { from: 'this-card' }, pick: 1, upTo: true, chosen: 'stay', then: [{ kind: 'targets-beneath-draw' }] };
const lending: BlueprintTest = (behaviour) => behaviour.stores?.lendsEquipment;

/** The ships stored on `player`'s face-up cards in play whose `stores.lendsEquipment` holds. */
export function lentShips(state: GameState, player: PlayerId): readonly string[] {
  const ids = blueprintsWhere(state, lending);
  if (ids.size === 0) return [];
  return tableIndex(state)
    .inPlayBy[player].filter((instance) => instance.faceUp && ids.has(instance.blueprint))
    .flatMap((instance) => storedOn(state, instance.iid).filter((iid) => bp(state, iid).type === 'Ship'));
}

const storingDraws: BlueprintTest = (behaviour) => behaviour.stores?.turnDraws;

/** `player`'s face-up table cards whose `stores.turnDraws` holds. */
function drawKeepers(state: GameState, player: PlayerId): string[] {
  const ids = blueprintsWhere(state, storingDraws);
  if (ids.size === 0) return [];
  return cardsIn(state, Z.table(player)).filter((iid) => state.cards[iid]!.faceUp && ids.has(state.cards[iid]!.blueprint));
}

/** The cards `player` just drew at the end of their turn, stored on their first `turnDraws` card (play.ts › end of turn). */
export function storeTurnDraws(ctx: Ctx, player: PlayerId, drawn: readonly string[]): void {
  const keeper = drawKeepers(ctx.state, player)[0];
  if (!keeper) return;
  for (const card of drawn) if (ctx.state.cards[card]?.zone === Z.hand(player)) storeCard(ctx, card, keeper, keeper);
}

/** As `player`'s turn begins: every card stored on their `turnDraws` cards to their hand (play.ts › beginNextTurn). */
export function turnDrawsToHand(ctx: Ctx, player: PlayerId): void {
  for (const keeper of drawKeepers(ctx.state, player))
    for (const card of [...storedOn(ctx.state, keeper)])
      ctx.emit({ type: 'CardMoved', card, from: Z.stored(keeper), to: Z.hand(ctx.state.cards[card]!.owner), faceUp: false, reason: `${bp(ctx.state, keeper).title}: stored cards to hand as the turn begins`, rule: RULES.cardEffects });
}

/** Zones `stored:<host>` holding cards whose host is not in play (the invariant: none after a command). */
export function storedWithoutHost(state: GameState): string[] {
  if (blueprintsWhere(state, storing).size === 0) return [];
  return Object.keys(state.zones).filter((zone) => zoneKind(zone) === 'stored' && (state.zones[zone]?.length ?? 0) > 0 && !hostInPlay(state, zoneArg(zone)));
}

function hostInPlay(state: GameState, host: string): boolean {
  const instance = state.cards[host];
  // Issue 15 (lead): a card in its owner's point area keeps what was placed on it there (trophy-case.ts: Council of Warriors).
  return !!instance && (isInPlayZone(instance.zone) || instance.zone === Z.bonus(instance.owner));
}

/**
 * After every command (decide.ts): the cards stored on a host that left play follow it — 1E rulebook ›
 * LEAVING PLAY ("other cards played on or under it also leave play in the same manner"): to their owner's
 * hand, out-of-play pile, or (otherwise) discard pile; `whenHostLeaves: 'shuffled-onto-draw'`: shuffled and
 * placed on top of their owner's draw deck (the PRNG state travels in the first move).
 */
export function storedFollowHost(ctx: Ctx): void {
  for (const zone of storedWithoutHost(ctx.state)) {
    const host = zoneArg(zone);
    const cards = [...cardsIn(ctx.state, zone)];
    const title = ctx.state.cards[host] ? bp(ctx.state, host).title : host;
    if (ruleOf(ctx.state, host).whenHostLeaves === 'shuffled-onto-draw') {
      const rng = ctx.rng();
      const order = rng.shuffle(cards);
      const placed: Partial<Record<PlayerId, number>> = {};
      order.forEach((card, index) => {
        const owner = ctx.state.cards[card]!.owner;
        const at = placed[owner] ?? 0;
        placed[owner] = at + 1;
        ctx.emit({ type: 'CardMoved', card, from: zone, to: Z.draw(owner), index: at, faceUp: false, reason: `${title} left play: its stored cards shuffled onto the draw deck`, rule: RULES.cardEffects, ...(index === 0 ? { secret: { rng: rng.state } } : {}) });
      });
      // "On top or bottom": the owner's yes/no question on the card (yes = beneath), unless another choice waits already (then on top).
      const owner = ctx.state.cards[host]?.owner;
      if (owner && !ctx.state.pendingChoice) runEffects({ ctx, player: owner, card: host, target: order.join('+') }, [BENEATH_QUESTION]);
      continue;
    }
    const went = zoneKind(ctx.state.cards[host]?.zone ?? '');
    for (const card of cards) {
      const owner = ctx.state.cards[card]!.owner;
      const to = went === 'hand' ? Z.hand(owner) : went === 'out' ? Z.out(owner) : Z.discard(owner);
      ctx.emit({ type: 'CardMoved', card, from: zone, to, faceUp: went !== 'hand', reason: `${title} left play: its stored cards go with it`, rule: RULES.leavingPlay });
    }
  }
}
