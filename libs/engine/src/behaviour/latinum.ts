/**
 * Issue 15 (helper roa): Latinum as a cost, and where a Latinum card may be spent.
 * - Ability cost `discard-present` (`titles`, `count`, `fewerWith`): "discard two Latinum (one if your
 *   Acquisition present) to …" — its owner's cards of these titles present with the acting card (the
 *   same zone: the same facility, ship, site or planet surface; the acting card itself counts) go to
 *   the discard pile as the ability is used; `fewerWith` lowers the count while a personnel of the owner
 *   with that skill is present. The copies are all alike, so the engine takes the other copies first
 *   and the acting card last. The place the acting card lay in is kept as the effects' target, so a
 *   download "there" still finds it when the acting card itself was spent (choice fate `download-to-target-zone`).
 * - Ability condition `lies-at` (`facilityCharacteristics`, `homeworld`, `sites`): the acting card lies
 *   aboard a facility with one of these characteristics ("a Trading Post"), on a homeworld's surface, or
 *   at a site of one of these titles (Quark's Bar).
 *   1E rulebook › THE PLAY PHASE (actions permitted by cards on the table); PRESENT; DOWNLOADING;
 *   THE CARDS › MISSIONS › Tip: Homeworlds; 1E DS9 expansion rules › Sites.
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { isHomeworld } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';

export type LatinumCost = {
  readonly kind: 'discard-present';
  readonly titles: readonly string[];
  readonly count: number;
  /** "(one if your Acquisition present)": `count` instead while a personnel of the owner with `skill` is present. */
  readonly fewerWith?: { readonly skill: string; readonly count: number };
};

export type LiesAtCondition = {
  readonly kind: 'lies-at';
  readonly facilityCharacteristics?: readonly string[];
  readonly homeworld?: true;
  readonly sites?: readonly string[];
};

/** For the catalogue test. */
export const LATINUM_WORDS: readonly string[] = ['ability-cost:discard-present', 'ability-condition:lies-at'];

export const LATINUM_RULE = '1E rulebook › PRESENT; THE PLAY PHASE (actions permitted by cards on the table)';

/** How many cards the cost asks for now. */
function costCount(state: GameState, card: string, cost: LatinumCost): number {
  if (!cost.fewerWith) return cost.count;
  const instance = state.cards[card]!;
  const skilled = cardsIn(state, instance.zone).some(
    (iid) => state.cards[iid]!.owner === instance.owner && bp(state, iid).type === 'Personnel' && !state.cards[iid]!.disabled && skillLevel(memberOf(state, iid), cost.fewerWith!.skill) > 0,
  );
  return skilled ? cost.fewerWith.count : cost.count;
}

/** The cards that would be discarded: the owner's titled cards present (others first, the acting card last), or null when too few. */
export function latinumToDiscard(state: GameState, card: string, cost: LatinumCost): string[] | null {
  const instance = state.cards[card];
  if (!instance) return null;
  const titled = (iid: string) => state.cards[iid]!.owner === instance.owner && state.cards[iid]!.faceUp && cost.titles.includes(bp(state, iid).title);
  const present = cardsIn(state, instance.zone).filter((iid) => iid !== card && titled(iid));
  if (titled(card)) present.push(card);
  const count = costCount(state, card, cost);
  return present.length >= count ? present.slice(0, count) : null;
}

/** Pays the cost (the cards to their owner's discard pile). */
export function payLatinum(ctx: Ctx, card: string, cost: LatinumCost): void {
  const title = bp(ctx.state, card).title;
  for (const iid of latinumToDiscard(ctx.state, card, cost) ?? [])
    ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.discard(ctx.state.cards[iid]!.owner), faceUp: true, reason: `${title}: discarded to pay for its ability`, rule: RULES.cardEffects });
}

export function isLatinumCost(cost: unknown): cost is LatinumCost {
  return typeof cost === 'object' && cost !== null && (cost as { kind?: string }).kind === 'discard-present';
}

export const LIES_AT_CONDITIONS: { readonly 'lies-at': (state: GameState, player: PlayerId, card: string, condition: LiesAtCondition) => boolean } = {
  'lies-at': (state, _player, card, condition) => {
    const zone = state.cards[card]?.zone ?? '';
    const kind = zoneKind(zone);
    if (kind === 'aboard') {
      const host = state.cards[zoneArg(zone)];
      if (!host) return false;
      const hostCard = bp(state, host.iid);
      if (hostCard.type === 'Facility' && (condition.facilityCharacteristics ?? []).some((c) => hostCard.characteristics.includes(c))) return true;
      return (condition.sites ?? []).includes(hostCard.title);
    }
    if (kind === 'surface' && condition.homeworld) {
      const location = locationOfZone(state, zone);
      return !!location && (state.locations[location]?.missions ?? []).some((mission) => isHomeworld(bp(state, mission)));
    }
    return false;
  },
};
