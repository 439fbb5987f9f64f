/**
 * Ship attributes as modified by the cards lying on the ship (issue 15, second pass): one function,
 * `shipAttribute`, that every RANGE / WEAPONS / SHIELDS read goes through (flying, beaming through
 * SHIELDS, dilemmas that read SHIELDS, card effects). Additions first (per copy when cumulative, else
 * once per title), then factors (never cumulative).
 *   1E rulebook › MISCELLANEOUS RULES › THE CUMULATIVE RULE; THE CARDS › EVENTS, INCIDENTS, &
 *   OBJECTIVES (events played on a ship change it while they lie on it).
 */
// Issue 15 (helper dqv): changes until the start of a player's next turn (Divert Power).
import { poweredShipDelta } from './power-transfers';
import { contenderShipBonus } from './contender';
import { crewBorneShipDelta } from './crew-borne';
import { shipEnhancementsSuspended } from './interrupts-d';
import { solvedMissionShipDelta } from './mission-sides';
import { bp } from '../context';
import { attributeNumber } from '@captains-log/cards';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';
import { crewShipBonus } from './ship-modifiers-personnel';
import type { ShipAttribute, ShipModifier } from './vocabulary-events';
import { fleetShipModifiers } from './fleet-modifiers';
import { fleetDelta } from './modifiers-incidents';
import { ownAttributeBonus } from './verbs-ships';
import { withAboard } from './ship-modifiers-aboard';
import { perTestsBonus } from './ship-directives';
import { dockedShieldsBonus, facilityAttribute } from './facility-attributes';

const CLASSIFICATIONS = ['OFFICER', 'ENGINEER', 'MEDICAL', 'SCIENCE', 'SECURITY', 'V.I.P.', 'CIVILIAN'];

function printed(state: GameState, ship: string, attribute: ShipAttribute): number {
  const facts = bp(state, ship).ship;
  if (!facts) return 0;
  return attributeNumber(attribute === 'RANGE' ? facts.range : attribute === 'WEAPONS' ? facts.weapons : facts.shields);
}

/** Classifications of the ship owner's personnel aboard. */
function classificationsAboard(state: GameState, ship: string): string[] {
  const owner = state.cards[ship]!.owner;
  return cardsIn(state, Z.aboard(ship))
    .filter((iid) => state.cards[iid]!.owner === owner)
    .map((iid) => bp(state, iid).personnel?.classification ?? '')
    .filter(Boolean);
}

/** One handler per ship modifier: the value after it (a word without a handler does not compile). */
export const SHIP_MODIFIERS: { readonly [K in ShipModifier['kind']]: (value: number, modifier: Extract<ShipModifier, { kind: K }>, aboard: readonly string[], at: { state: GameState; ship: string }) => number } = {
  'ship-attribute': (value, modifier, aboard) => value + modifier.delta * (modifier.perClassification ? aboard.filter((c) => c === modifier.perClassification).length : 1),
  'ship-attribute-factor': (value, modifier, aboard) => (modifier.ifAllClassifications && !CLASSIFICATIONS.every((c) => aboard.includes(c)) ? value : value * modifier.factor),
  // Held by a card on the ship owner's table (fleetShipModifiers, fleet-modifiers.ts).
  'fleet-ship-attribute': (value, modifier) => value + modifier.delta,
  // Issue 15 (events-d): while someone (or some equipment) is aboard, or per skill level aboard (ship-modifiers-aboard.ts).
  'ship-attribute-with-aboard': (value, modifier, _aboard, at) => withAboard(value, modifier, at.state, at.ship),
  // Issue 15 (objectives): held by its owner's card lying on the mission where the ship is (fleetShipModifiers).
  'ships-here-attribute': (value, modifier) => value + modifier.delta,
  // Issue 15 (helper partials): held by its owner's card atop a mission they completed (solved-mission-fleet.ts; the delta set where the ship is).
  'solved-mission-ships-attribute': (value, modifier) => value + modifier.delta,
  // Issue 15 (incobj): +1 per Test mission and objective on a mission of the ship's owner (ship-directives.ts: Evaluate Starship Systems).
  'ship-attribute-per-tests': (value, modifier, _aboard, at) => value + perTestsBonus(at.state, at.ship, modifier),
};

/**
 * The ship's RANGE, WEAPONS or SHIELDS with the modifiers of the cards lying on it; a docked ship's SHIELDS
 * with 50% of its facility's (facility-attributes.ts). Issue 15 (lead): a facility's WEAPONS and SHIELDS
 * come from facility-attributes.ts (it has no RANGE), so that ship battle reads both through this function.
 */
export function shipAttribute(state: GameState, ship: string, attribute: ShipAttribute): number {
  if (bp(state, ship).type === 'Facility') return attribute === 'RANGE' ? 0 : facilityAttribute(state, ship, attribute);
  const own = ownShipAttribute(state, ship, attribute);
  return attribute === 'SHIELDS' ? own + dockedShieldsBonus(state, ship) : own;
}

function ownShipAttribute(state: GameState, ship: string, attribute: ShipAttribute): number {
  // Issue 15, third pass: equipment aboard and cards on the owner's table (modifiers-incidents.ts);
  // personnel aboard or at the location that change the ship (ship-modifiers-personnel.ts); the ship's own text (verbs-ships.ts).
  // Issue 15 (missions): the missions its owner solved that raise their ships' RANGE (mission-sides.ts).
  // Issue 15 (events-f): cards lying on its crew (crew-borne.ts: Space Boomer).
  // Issue 15, interrupts-d: with enhancements suspended (Shipwreck), only what lowers the attribute counts.
  const suspended = shipEnhancementsSuspended(state);
  const keep = (delta: number) => (suspended ? Math.min(0, delta) : delta);
  let value = printed(state, ship, attribute) + keep(fleetDelta(state, ship, attribute)) + keep(crewShipBonus(state, ship, attribute)) + keep(ownAttributeBonus(state, ship, attribute)) + keep(solvedMissionShipDelta(state, ship, attribute)) + keep(crewBorneShipDelta(state, ship, attribute)) + keep(contenderShipBonus(state, ship)) + keep(poweredShipDelta(state, ship, attribute));
  const mods: { title: string; modifier: ShipModifier }[] = [];
  for (const iid of cardsIn(state, Z.on(ship))) {
    const behaviour = behaviourOf(state.cards[iid]!.blueprint);
    for (const modifier of behaviour?.shipModifiers ?? []) if (modifier.kind !== 'fleet-ship-attribute' && modifier.kind !== 'ships-here-attribute' && modifier.kind !== 'solved-mission-ships-attribute' && modifier.attributes.includes(attribute)) mods.push({ title: behaviour!.title, modifier });
  }
  mods.push(...fleetShipModifiers(state, ship, attribute));
  if (mods.length === 0) return value;
  const aboard = classificationsAboard(state, ship);
  const seen = new Set<string>();
  const ordered = [...mods.filter((m) => m.modifier.kind !== 'ship-attribute-factor'), ...mods.filter((m) => m.modifier.kind === 'ship-attribute-factor')];
  for (const { title, modifier } of ordered) {
    if (!(modifier.kind !== 'ship-attribute-factor' && modifier.cumulative) && seen.has(title)) continue;
    seen.add(title);
    const next = (SHIP_MODIFIERS[modifier.kind] as (v: number, m: ShipModifier, a: readonly string[], at: { state: GameState; ship: string }) => number)(value, modifier, aboard, { state, ship });
    value = suspended ? Math.min(value, next) : next;
  }
  return value;
}
