/**
 * Issue 15 (lead, facilities in ship battle): a facility's WEAPONS and SHIELDS, and what a docked ship
 * gains from them.
 *   1E rulebook › BATTLE › SHIP BATTLE (ships and facilities fire with WEAPONS; the DEFENSE total is the
 *   SHIELDS of the single targeted ship or facility, plus 50% of the facility's SHIELDS when docked);
 *   EXECUTING ORDERS › DOCK & UNDOCK ("While docked, your ship gains SHIELDS equal to 50% of the
 *   facility's SHIELDS"); 1E DS9 expansion rules › glossary › space facility (only space facilities let
 *   ships dock and protect them).
 *
 * The words (card files):
 * - `facilityModifiers` — changes to a facility's WEAPONS or SHIELDS: `scope: 'on'` while the card lies
 *   on the facility (Defense System Upgrade), `scope: 'aboard'` while the equipment is aboard it (Plasmadyne
 *   Relay, `facilityKinds` naming the kinds it works on). `setIfNone`: a facility with no such attribute
 *   gets this value instead of the addition ("WEAPONS=6 (or WEAPONS +4)"). Per copy when `cumulative`,
 *   else one per title.
 * - `facilityDefense: 'plus-mission-points'` — lying on a facility, the point box of the mission where it
 *   stands is added to its DEFENSE total in ship battle (Strategic Base; not its SHIELDS).
 */
import { attributeNumber } from '@captains-log/cards';
import { bp } from '../context';
import type { GameState } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';

export type FacilityAttribute = 'WEAPONS' | 'SHIELDS';

export interface FacilityModifier {
  readonly scope: 'on' | 'aboard';
  readonly attributes: readonly FacilityAttribute[];
  readonly delta: number;
  readonly setIfNone?: number;
  readonly cumulative?: boolean;
  /** `aboard`: only on facilities of these kinds (`Outpost`, `Station`, `Headquarters`). */
  readonly facilityKinds?: readonly string[];
}

export type FacilityDefense = 'plus-mission-points';

/** A facility in play in space at its location (not a headquarters standing on a planet): ships may dock at it and it may fire. */
export function isSpaceFacility(state: GameState, card: string): boolean {
  const instance = state.cards[card];
  return !!instance && bp(state, card).type === 'Facility' && zoneKind(instance.zone) === 'space';
}

/** The zones a facility's crew and equipment are in: aboard it, or aboard its sites (a Nor). */
export function facilityAboardZones(state: GameState, facility: string): string[] {
  return [Z.aboard(facility), ...cardsIn(state, Z.sites(facility)).map((site) => Z.aboard(site))];
}

/** The facility's WEAPONS or SHIELDS: the printed box, then the cards lying on it and the equipment aboard. */
export function facilityAttribute(state: GameState, facility: string, attribute: FacilityAttribute): number {
  const card = bp(state, facility);
  const facts = card.facility;
  let value = facts ? attributeNumber(attribute === 'WEAPONS' ? facts.weapons : facts.shields) : 0;
  const owner = state.cards[facility]!.owner;
  const sources: { title: string; modifier: FacilityModifier }[] = [];
  const collect = (iid: string, scope: FacilityModifier['scope']) => {
    const instance = state.cards[iid]!;
    if (!instance.faceUp && scope === 'on') return;
    const behaviour = behaviourOf(instance.blueprint);
    for (const modifier of behaviour?.facilityModifiers ?? [])
      if (modifier.scope === scope && modifier.attributes.includes(attribute) && (!modifier.facilityKinds || modifier.facilityKinds.includes(card.facilityKind ?? '')))
        sources.push({ title: behaviour!.title, modifier });
  };
  for (const iid of cardsIn(state, Z.on(facility))) collect(iid, 'on');
  for (const zone of facilityAboardZones(state, facility)) for (const iid of cardsIn(state, zone)) if (state.cards[iid]!.owner === owner) collect(iid, 'aboard');
  const seen = new Set<string>();
  for (const { title, modifier } of sources) {
    if (!modifier.cumulative && seen.has(title)) continue;
    seen.add(title);
    value = modifier.setIfNone !== undefined && value <= 0 ? modifier.setIfNone : value + modifier.delta;
  }
  return value;
}

/** The space facility a ship is docked at (directly, or at one of its sites), if any. */
export function dockedAt(state: GameState, ship: string): string | undefined {
  const zone = state.cards[ship]?.zone;
  if (!zone || zoneKind(zone) !== 'docked') return undefined;
  const host = zoneArg(zone);
  const hostZone = state.cards[host]?.zone;
  const facility = hostZone && zoneKind(hostZone) === 'sites' ? zoneArg(hostZone) : host;
  return state.cards[facility] && isSpaceFacility(state, facility) ? facility : undefined;
}

/** SHIELDS a docked ship gains: 50% of its facility's SHIELDS, rounded down (the rulebook does not say how to round). */
export function dockedShieldsBonus(state: GameState, ship: string): number {
  const facility = dockedAt(state, ship);
  return facility ? Math.floor(facilityAttribute(state, facility, 'SHIELDS') / 2) : 0;
}

/** What cards lying on a facility add to its DEFENSE total in ship battle (Strategic Base: the point box of its mission). */
export function facilityDefenseBonus(state: GameState, facility: string): number {
  const instance = state.cards[facility];
  if (!instance || bp(state, facility).type !== 'Facility') return 0;
  let bonus = 0;
  for (const iid of cardsIn(state, Z.on(facility))) {
    if (!state.cards[iid]!.faceUp || behaviourOf(state.cards[iid]!.blueprint)?.facilityDefense !== 'plus-mission-points') continue;
    const location = state.locations[locationOfZone(state, instance.zone) ?? ''];
    const missions = location?.missions ?? [];
    const mission = missions.find((iid2) => state.cards[iid2]?.owner === instance.owner) ?? missions[0];
    bonus += mission ? Math.max(0, bp(state, mission).mission?.points?.value ?? 0) : 0;
  }
  return bonus;
}
