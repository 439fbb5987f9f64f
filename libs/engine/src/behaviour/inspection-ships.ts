/**
 * Issue 15 (helper films): Inspection's words.
 *   - fleet filter (vocabulary-incidents.ts › ShipFilter) `native` (the ship's native quadrant,
 *     card-facts.ts › nativeQuadrant) and `aboardAtLeast` (`who`, `count`: at least that many of the
 *     ship owner's personnel aboard match, read from their printed cards) — "your ships native to the
 *     Alpha Quadrant … while three Admirals and/or V.I.P.s aboard";
 *   - holder filter `aboardShip` (HolderIncidents): the personnel is aboard a ship of its owner that passes
 *     that fleet filter — "(and each personnel aboard)";
 *   - target `your-officer-aboard-and-discard-personnel` (`aboard`, `from`): written `officer>card`, an
 *     OFFICER (classification) of yours aboard your staffed ship, and a personnel of your discard pile that
 *     `from` reaches (printed), which would not break uniqueness; effect `exchange-aboard-with-discard`: the
 *     OFFICER goes to your discard pile and that personnel takes its place aboard (not a report: no card play).
 *   1E rulebook › THE CARDS › SHIPS (attributes); PERSONNEL (attributes); REPORTING FOR DUTY › NATIVE QUADRANT;
 *   STAFFING; MISCELLANEOUS RULES › uniqueness.
 */
import { groupMemberFromCard, type Card } from '@captains-log/cards';
import { blueprintOf, nativeQuadrant } from '../card-facts';
import { inPlayOf } from '../context';
import { checkUniqueness, isStaffed } from '../play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { holderMatches, shipMatches } from './modifiers-incidents';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { HolderIncidents, ShipFilter } from './vocabulary-incidents';

type Holder = HolderIncidents & { readonly classification?: string };

export type InspectionTarget = { readonly kind: 'your-officer-aboard-and-discard-personnel'; readonly from: Holder };
export type InspectionEffect = { readonly kind: 'exchange-aboard-with-discard' };

/** For the catalogue test. */
export const INSPECTION_WORDS: readonly string[] = ['target:your-officer-aboard-and-discard-personnel', 'effect:exchange-aboard-with-discard', 'ship-filter:native', 'ship-filter:aboardAtLeast', 'holder:aboardShip'];

const printedMatches = (state: GameState, iid: string, who: Holder): boolean => {
  const card = blueprintOf(state, iid);
  return card.type === 'Personnel' && !!card.personnel && holderMatches(state, iid, groupMemberFromCard(card), who);
};

/** `native` and `aboardAtLeast` of a fleet filter, for `ship` (without state: no ship to count aboard, so not passed). */
export function inspectionShipPasses(card: Card, filter: ShipFilter, state?: GameState, ship?: string): boolean {
  if (filter.native && nativeQuadrant(card) !== filter.native) return false;
  if (filter.aboardAtLeast) {
    if (!state || !ship || !state.cards[ship]) return false;
    const owner = state.cards[ship]!.owner;
    const count = cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === owner && printedMatches(state, iid, filter.aboardAtLeast!.who)).length;
    if (count < filter.aboardAtLeast.count) return false;
  }
  return true;
}

/** Whether `iid` is aboard a ship of its owner that passes `filter`. */
export function aboardMatchingShip(state: GameState, iid: string, filter: ShipFilter): boolean {
  const instance = state.cards[iid];
  if (!instance || zoneKind(instance.zone) !== 'aboard') return false;
  const ship = zoneArg(instance.zone);
  const host = state.cards[ship];
  return !!host && host.owner === instance.owner && blueprintOf(state, ship).type === 'Ship' && shipMatches(blueprintOf(state, ship), filter, state, ship);
}

function exchangeTargets(state: GameState, player: PlayerId, spec: InspectionTarget): string[] {
  const officers = inPlayOf(state, player).filter((instance) => {
    if (instance.owner !== player || zoneKind(instance.zone) !== 'aboard' || instance.stopped) return false;
    const ship = state.cards[zoneArg(instance.zone)];
    const card = blueprintOf(state, instance.iid);
    return !!ship && ship.owner === player && blueprintOf(state, ship.iid).type === 'Ship' && card.type === 'Personnel' && card.personnel?.classification === 'OFFICER' && isStaffed(state, ship.iid);
  });
  if (officers.length === 0) return [];
  const out: string[] = [];
  for (const candidate of cardsIn(state, Z.discard(player))) {
    if (!printedMatches(state, candidate, spec.from)) continue;
    for (const officer of officers) {
      const others = inPlayOf(state, player).filter((instance) => instance.iid !== officer.iid);
      if (!checkUniqueness(state, player, blueprintOf(state, candidate), others)) out.push(`${officer.iid}>${candidate}`);
    }
  }
  return out;
}

type Handler<K extends InspectionEffect['kind']> = (v: VerbContext, effect: Extract<InspectionEffect, { kind: K }>) => void;

export const INSPECTION_VERBS: { readonly [K in InspectionEffect['kind']]: Handler<K> } = {
  'exchange-aboard-with-discard': (v) => {
    const [officer, card] = (v.target ?? '').split('>') as [string, string | undefined];
    const state = v.ctx.state;
    const zone = state.cards[officer]?.zone;
    if (!card || !zone || zoneKind(zone) !== 'aboard' || state.cards[card]?.zone !== Z.discard(v.player)) return;
    const title = blueprintOf(state, v.card).title;
    v.ctx.emit({ type: 'CardMoved', card: officer, from: zone, to: Z.discard(v.player), faceUp: true, reason: `${title}: exchanged`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardMoved', card, from: Z.discard(v.player), to: zone, faceUp: true, reason: `${title}: exchanged aboard`, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const INSPECTION_TARGETS = finding(['your-officer-aboard-and-discard-personnel'], (state, player, spec) => exchangeTargets(state, player, spec));
