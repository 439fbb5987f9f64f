/**
 * Issue 15 (helper hamm): Children of Light's words.
 *   - permit `force-ignores-attack-restrictions` (`who`): on its owner's table, a personnel battle begun by
 *     a force every personnel of which matches `who` has no affiliation attack restrictions ("your [Holo]
 *     personnel … have no affiliation attack restrictions"); read by battle/battle.ts ›
 *     checkInitiatePersonnelBattle through `forceLiftsRestrictions`. Mixing is the treaty word `mix` with
 *     the `*` affiliation (card-facts.ts › compatible: any affiliation showing the icon).
 *   - target `damaged-ship-where-yours-aboard` (`titles`, `aboard`): a damaged ship (anyone's) at a location
 *     where your personnel of `titles` is aboard your ship of `aboard` ("if he is aboard {Olarra}, … one
 *     damaged ship at his location").
 *   - effect `capture-all-opposing-aboard-target` (`filter`): every opposing personnel aboard the target
 *     ship matching `filter` is captured (captives.ts › capture: held where the rules put it).
 *   1E rulebook › BATTLE › INITIATING A BATTLE (Affiliation Attack Restrictions); REPORTING FOR DUTY ›
 *   COMPATIBLE; DS9 expansion rules › CAPTURE; DAMAGE AND REPAIRS (a damaged ship carries damage markers).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import type { Card } from '@captains-log/cards';
import { capture } from './captives';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';
import { titledAmong } from '../card-facts';

export type HoloCapturePermit = { readonly kind: 'force-ignores-attack-restrictions'; readonly who: PersonnelFilter };
export type HoloCaptureTarget = { readonly kind: 'damaged-ship-where-yours-aboard'; readonly titles: readonly string[]; readonly aboard: readonly string[] };
export type HoloCaptureEffect = { readonly kind: 'capture-all-opposing-aboard-target'; readonly filter: PersonnelFilter };

/** For the catalogue test. */
export const HOLO_CAPTURE_WORDS: readonly string[] = ['permit:force-ignores-attack-restrictions', 'target:damaged-ship-where-yours-aboard', 'effect:capture-all-opposing-aboard-target'];

/**
 * A card of a force matches a permit's filter: a personnel by its printed card; issue 15 (helper battle): a ship or
 * facility by the same filter read on its card (icons, titles, affiliation; personnel-only fields never match it).
 */
export function forceCardMatches(card: Card, who: PersonnelFilter): boolean {
  return personnelMatches(card.type === 'Personnel' ? card : { ...card, type: 'Personnel' }, who);
}

/**
 * Whether a card face up on `player`'s table lifts the attack restrictions of this force (every personnel in it matches).
 * Issue 15 (helper battle): a ship battle's force (ships and crews: battle/battle.ts) — its ships must match too.
 */
export function forceLiftsRestrictions(state: GameState, player: PlayerId, force: readonly string[]): boolean {
  const cards = force.filter((iid) => state.cards[iid] && ['Personnel', 'Ship', 'Facility'].includes(bp(state, iid).type));
  if (!cards.some((iid) => bp(state, iid).type === 'Personnel')) return false;
  return cardsIn(state, Z.table(player)).some(
    (iid) =>
      state.cards[iid]!.faceUp &&
      (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).some((permit) => permit.kind === 'force-ignores-attack-restrictions' && cards.every((one) => forceCardMatches(bp(state, one), permit.who))),
  );
}

function damagedShipsWhereYoursAboard(state: GameState, player: PlayerId, spec: HoloCaptureTarget): string[] {
  const locations = new Set<string>();
  for (const zone of Object.keys(state.zones)) {
    if (zoneKind(zone) !== 'aboard') continue;
    const ship = zoneArg(zone);
    const host = state.cards[ship];
    if (!host || host.owner !== player || bp(state, ship).type !== 'Ship' || !titledAmong(spec.aboard, bp(state, ship))) continue;
    const here = cardsIn(state, zone).some((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && titledAmong(spec.titles, bp(state, iid)));
    const location = here ? locationOfZone(state, host.zone) : null;
    if (location) locations.add(location);
  }
  const out: string[] = [];
  for (const location of locations)
    for (const iid of cardsIn(state, Z.space(location))) if (bp(state, iid).type === 'Ship' && (state.cards[iid]!.damage ?? 0) > 0) out.push(iid);
  return out;
}

type Handler<K extends HoloCaptureEffect['kind']> = (v: VerbContext, effect: Extract<HoloCaptureEffect, { kind: K }>) => void;

export const HOLO_CAPTURE_VERBS: { readonly [K in HoloCaptureEffect['kind']]: Handler<K> } = {
  'capture-all-opposing-aboard-target': (v, effect) => {
    const ship = v.target;
    if (!ship || !v.ctx.state.cards[ship]) return;
    const theirs = cardsIn(v.ctx.state, Z.aboard(ship)).filter((iid) => v.ctx.state.cards[iid]!.owner === other(v.player) && bp(v.ctx.state, iid).type === 'Personnel' && personnelMatches(bp(v.ctx.state, iid), effect.filter));
    const taken = theirs.filter((iid) => capture(v.ctx, iid, v.player, v.card));
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${taken.length} personnel captured`, target: ship, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const HOLO_CAPTURE_TARGETS = finding(['damaged-ship-where-yours-aboard'], (state, player, spec) => damagedShipsWhereYoursAboard(state, player, spec));
