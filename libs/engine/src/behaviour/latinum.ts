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
import { isHomeworld, titledAmong } from '../card-facts';
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
  /** "(place that Latinum card in point area)": the cards go to the payer's bonus point area instead of the discard pile. */
  readonly to?: 'point-area';
};

/** "Any player who has Acquisition present may …": the acting player has a personnel with `skill` present with the card. */
export type SkillPresentCondition = { readonly kind: 'actor-skill-present'; readonly skill: string };

export type LiesAtCondition = {
  readonly kind: 'lies-at';
  readonly facilityCharacteristics?: readonly string[];
  readonly homeworld?: true;
  readonly sites?: readonly string[];
};

/** For the catalogue test. */
export const LATINUM_WORDS: readonly string[] = ['ability-cost:discard-present', 'ability-condition:lies-at', 'ability-condition:actor-skill-present'];

/**
 * Where "present" is for a card: for one lying on a facility or site, aboard it; atop a mission, that
 * planet's surface; else its own zone (equipment on a planet, aboard a ship …).
 */
export function presentZone(state: GameState, card: string): string {
  const zone = state.cards[card]?.zone ?? '';
  const kind = zoneKind(zone);
  if (kind === 'on') {
    const host = state.cards[zoneArg(zone)];
    const type = host ? bp(state, host.iid).type : '';
    if (type === 'Facility' || type === 'Site' || type === 'Ship') return Z.aboard(host!.iid);
  }
  if (kind === 'atop') return Z.surface(zoneArg(zone));
  return zone;
}

function skilledPresent(state: GameState, zone: string, player: PlayerId, skill: string): boolean {
  return cardsIn(state, zone).some((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && !state.cards[iid]!.disabled && skillLevel(memberOf(state, iid), skill) > 0);
}

export const LATINUM_RULE = '1E rulebook › PRESENT; THE PLAY PHASE (actions permitted by cards on the table)';

/** How many cards the cost asks for now. */
function costCount(state: GameState, card: string, cost: LatinumCost, player: PlayerId): number {
  if (!cost.fewerWith) return cost.count;
  return skilledPresent(state, presentZone(state, card), player, cost.fewerWith.skill) ? cost.fewerWith.count : cost.count;
}

/** The cards that would be discarded: the payer's titled cards present (others first, the acting card last), or null when too few. */
export function latinumToDiscard(state: GameState, card: string, cost: LatinumCost, player: PlayerId): string[] | null {
  const instance = state.cards[card];
  if (!instance) return null;
  const titled = (iid: string) => state.cards[iid]!.owner === player && state.cards[iid]!.faceUp && titledAmong(cost.titles, bp(state, iid));
  const present = cardsIn(state, presentZone(state, card)).filter((iid) => iid !== card && titled(iid));
  if (state.cards[card]!.zone === presentZone(state, card) && titled(card)) present.push(card);
  const count = costCount(state, card, cost, player);
  return present.length >= count ? present.slice(0, count) : null;
}

/** Pays the cost (the cards to their owner's discard pile, or to the payer's point area). */
export function payLatinum(ctx: Ctx, card: string, cost: LatinumCost, player: PlayerId): void {
  const title = bp(ctx.state, card).title;
  for (const iid of latinumToDiscard(ctx.state, card, cost, player) ?? []) {
    const to = cost.to === 'point-area' ? Z.bonus(player) : Z.discard(ctx.state.cards[iid]!.owner);
    ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to, faceUp: true, reason: `${title}: ${cost.to === 'point-area' ? 'placed in the point area' : 'discarded'} to pay for its ability`, rule: RULES.cardEffects });
  }
}

export function isLatinumCost(cost: unknown): cost is LatinumCost {
  return typeof cost === 'object' && cost !== null && (cost as { kind?: string }).kind === 'discard-present';
}

export const LIES_AT_CONDITIONS: {
  readonly 'lies-at': (state: GameState, player: PlayerId, card: string, condition: LiesAtCondition) => boolean;
  readonly 'actor-skill-present': (state: GameState, player: PlayerId, card: string, condition: SkillPresentCondition) => boolean;
} = {
  'actor-skill-present': (state, player, card, condition) => skilledPresent(state, presentZone(state, card), player, condition.skill),
  'lies-at': (state, _player, card, condition) => {
    const zone = state.cards[card]?.zone ?? '';
    const kind = zoneKind(zone);
    if (kind === 'aboard') {
      const host = state.cards[zoneArg(zone)];
      if (!host) return false;
      const hostCard = bp(state, host.iid);
      if (hostCard.type === 'Facility' && (condition.facilityCharacteristics ?? []).some((c) => hostCard.characteristics.includes(c))) return true;
      return titledAmong((condition.sites ?? []), hostCard);
    }
    if (kind === 'surface' && condition.homeworld) {
      const location = locationOfZone(state, zone);
      return !!location && (state.locations[location]?.missions ?? []).some((mission) => isHomeworld(bp(state, mission)));
    }
    return false;
  },
};
