/**
 * Issue 15 (helper evint): "discard a random card from hand to place your personnel and equipment at one
 * mission aboard any ship at the same mission" (Dimensional Shifting). The target is a ship at a location
 * and one group of your cards there (`ship>group`: the group is the location itself — your cards on its
 * planet surface — or another ship or facility there holding your cards); the player must hold another
 * card to discard. As it resolves, one card of the player's hand is discarded at random, then every
 * personnel and equipment of theirs in that group is placed aboard the ship (no beaming: nothing reads
 * SHIELDS, transporters or the ship's owner).
 *   1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION; PLAYING A CARD › YOUR NORMAL CARD PLAY ›
 *   Tip: Interrupts and Doorways Don't Use Your Card Play.
 * "Any number" is read as one group at a time (the whole Away Team on the planet, or all your cards aboard
 * one other ship or facility there): a player who wants fewer leaves the rest where they are by choosing
 * another group, and one card cannot name several groups.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { selectAtRandom } from './random-selection';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type DimensionalShiftTarget =
  /** `ship>group`: any ship in space or docked at a location, and the location (its surface) or another ship or facility there holding your personnel or equipment; you hold another card. */
  { readonly kind: 'ship-and-your-group-there' };

export type DimensionalShiftEffect =
  /** A random card of your hand is discarded, then your personnel and equipment of the target group go aboard the target ship. */
  { readonly kind: 'discard-random-then-board' };

/** For the catalogue test and the README. */
export const DIMENSIONAL_SHIFT_WORDS: readonly string[] = ['target:ship-and-your-group-there', 'effect:discard-random-then-board'];

const movable = (state: GameState, player: PlayerId, iid: string): boolean => {
  const instance = state.cards[iid]!;
  const type = bp(state, iid).type;
  return instance.owner === player && (type === 'Personnel' || type === 'Equipment');
};

/** The zone a group names: a location id is its planet surface, a card is what lies aboard it. */
const groupZone = (state: GameState, group: string): string => (state.locations[group] ? Z.surface(group) : Z.aboard(group));

function shiftTargets(state: GameState, player: PlayerId, self?: string): string[] {
  if (!cardsIn(state, Z.hand(player)).some((iid) => iid !== self)) return [];
  const places = Object.values(tableIndex(state).inPlayBy).flat();
  const out: string[] = [];
  for (const ship of places) {
    const kind = zoneKind(ship.zone);
    if (bp(state, ship.iid).type !== 'Ship' || (kind !== 'space' && kind !== 'docked')) continue;
    const location = locationOfZone(state, ship.zone);
    if (!location) continue;
    const groups = [location, ...places.filter((other) => other.iid !== ship.iid && ['Ship', 'Facility'].includes(bp(state, other.iid).type) && locationOfZone(state, other.zone) === location).map((other) => other.iid)];
    for (const group of groups) if (cardsIn(state, groupZone(state, group)).some((iid) => movable(state, player, iid))) out.push(`${ship.iid}>${group}`);
  }
  return out;
}

export const DIMENSIONAL_SHIFT_TARGETS = finding(['ship-and-your-group-there'], (state, player, _spec, self) => shiftTargets(state, player, self));

function discardRandomFromHand(ctx: Ctx, player: PlayerId, card: string): void {
  const hand = cardsIn(ctx.state, Z.hand(player)).filter((iid) => iid !== card);
  const [chosen] = selectAtRandom(ctx, { purpose: `${bp(ctx.state, card).title}: a card of ${player}'s hand discarded`, candidates: hand });
  if (chosen) ctx.emit({ type: 'CardMoved', card: chosen, from: Z.hand(player), to: Z.discard(player), faceUp: true, reason: `${bp(ctx.state, card).title}: discarded at random`, rule: RULES.randomSelection });
}

export const DIMENSIONAL_SHIFT_VERBS: { readonly 'discard-random-then-board': (v: VerbContext, effect: DimensionalShiftEffect) => void } = {
  'discard-random-then-board': (v) => {
    const [ship, group] = (v.target ?? '').split('>');
    const state = v.ctx.state;
    if (!ship || !group || !state.cards[ship]) return;
    discardRandomFromHand(v.ctx, v.player, v.card);
    const from = groupZone(v.ctx.state, group);
    const moving = cardsIn(v.ctx.state, from).filter((iid) => movable(v.ctx.state, v.player, iid));
    const title = bp(v.ctx.state, v.card).title;
    for (const iid of moving) v.ctx.emit({ type: 'CardMoved', card: iid, from, to: Z.aboard(ship), faceUp: true, reason: `${title}: placed aboard ${bp(v.ctx.state, ship).title}`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${moving.length} card(s) placed aboard`, target: ship, rule: RULES.cardEffects });
  },
};
