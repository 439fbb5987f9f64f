/**
 * Ship modifiers held by a card on a player's table (issue 15, third pass): "your Bajoran ships are
 * RANGE +1", "each of your ships with its matching commander aboard is SHIELDS +3". Read by
 * `shipAttribute` (ship-modifiers.ts), so every RANGE / WEAPONS / SHIELDS read sees them.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play);
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE; THE CARDS › SHIPS (matching commander).
 */
import { contenderCommands } from './contender';
import { blueprintOf, isTitled } from '../card-facts';
import { commanderByEquipment } from './crew-enablers';
import { shipMatches as shipMatchesIncidents } from './modifiers-incidents';
import type { GameState } from '../types';
import { tableIndex } from '../table-index';
import { cardsIn, locationOfZone, other, Z, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { solvedMissionShipModifiers } from './solved-mission-fleet';
import { blueprintsWhere } from './blueprints-where';
import type { CardBehaviour } from './vocabulary';
import type { ShipAttribute, ShipModifier } from './vocabulary-events';
import type { ShipFilter } from './vocabulary-events2';

/** Whether one of the ship owner's personnel aboard is named in the ship's "commanded by" list. */
export function matchingCommanderAboard(state: GameState, ship: string): boolean {
  // Issue 15 (eie): equipment aboard may make one of the owner's personnel the matching commander (crew-enablers.ts: VR Headset).
  if (commanderByEquipment(state, ship, (filter) => shipMatchesIncidents(blueprintOf(state, ship), filter, state, ship))) return true;
  // Issue 15 (lead): the Contender made matching commander of this ship (contender.ts: Betray Captain).
  if (contenderCommands(state, ship)) return true;
  const names = blueprintOf(state, ship).commandedBy;
  if (names.length === 0) return false;
  const owner = state.cards[ship]!.owner;
  return cardsIn(state, Z.aboard(ship)).some((iid) => {
    if (state.cards[iid]!.owner !== owner) return false;
    const card = blueprintOf(state, iid);
    return card.type === 'Personnel' && names.some((name) => isTitled(card, name) || card.persona.includes(name));
  });
}

export function shipMatches(state: GameState, ship: string, filter: ShipFilter): boolean {
  const card = blueprintOf(state, ship);
  const icons = card.icons.map((icon) => icon.code);
  if (filter.affiliation && !card.affiliations.includes(filter.affiliation as never)) return false;
  if (filter.icons && !filter.icons.every((icon) => icons.includes(icon))) return false;
  if (filter.notIcons?.some((icon) => icons.includes(icon))) return false;
  if (filter.titleWord && !new RegExp(`(^|[^A-Za-z0-9])${filter.titleWord}([^A-Za-z0-9]|$)`).test(card.title)) return false;
  if (filter.shipClass && card.ship?.shipClass !== filter.shipClass) return false;
  if (filter.notShipClass && card.ship?.shipClass === filter.notShipClass) return false;
  if (filter.matchingCommanderAboard && !matchingCommanderAboard(state, ship)) return false;
  // Issue 15 (helper history): a face-up card of that title lies on the ship (Fear Will Keep Them in Line: "with an Agony Booth").
  if (filter.withCardOn && !cardsIn(state, Z.on(ship)).some((iid) => state.cards[iid]!.faceUp && isTitled(blueprintOf(state, iid), filter.withCardOn))) return false;
  if (filter.atMatchingMission) {
    const location = locationOfZone(state, state.cards[ship]!.zone);
    const missions = location ? (state.locations[location]?.missions ?? []) : [];
    if (!missions.some((mission) => (blueprintOf(state, mission).mission?.affiliationIcons ?? []).some((icon) => card.affiliations.includes(icon)))) return false;
  }
  return true;
}

/** A script with a fleet modifier for every player's ships (The Neutral Zone). */
const reachesEveryone = (behaviour: CardBehaviour): boolean => (behaviour.shipModifiers ?? []).some((modifier) => modifier.kind === 'fleet-ship-attribute' && modifier.everyone === true);

/** Issue 15 (helper history): a script with a fleet modifier read while the card lies atop a mission. */
const fleetAtopMission = (behaviour: CardBehaviour): boolean => (behaviour.shipModifiers ?? []).some((modifier) => modifier.kind === 'fleet-ship-attribute' && modifier.atopMission === true);

/** Whether the ship is at a location of `region` (its spaceline location's region). */
function inRegion(state: GameState, ship: string, region: string): boolean {
  const location = locationOfZone(state, state.cards[ship]!.zone);
  return !!location && state.locations[location]?.region === region;
}

/** The fleet modifiers on the ship owner's table (and those for every player's ships on the other table) that reach `ship` for `attribute`. */
export function fleetShipModifiers(state: GameState, ship: string, attribute: ShipAttribute): { title: string; modifier: ShipModifier }[] {
  const out: { title: string; modifier: ShipModifier }[] = [];
  const owner = state.cards[ship]?.owner;
  if (!owner) return out;
  // The other table only when the game holds a card whose fleet modifier reaches every player's ships.
  const tables = blueprintsWhere(state, reachesEveryone).size > 0 ? [owner, other(owner)] : [owner];
  for (const table of tables) {
    for (const source of cardsIn(state, Z.table(table))) {
      if (!state.cards[source]!.faceUp) continue;
      const behaviour = behaviourOf(state.cards[source]!.blueprint);
      for (const modifier of behaviour?.shipModifiers ?? []) {
        if (modifier.kind !== 'fleet-ship-attribute' || modifier.movingWithinRegion || modifier.atopMission || !modifier.attributes.includes(attribute)) continue;
        // Issue 15 (lead): a modifier for every player's ships, or only where a region is (The Neutral Zone).
        if (table !== owner && !modifier.everyone) continue;
        if (modifier.inRegion && !inRegion(state, ship, modifier.inRegion)) continue;
        if (shipMatches(state, ship, modifier.filter)) out.push({ title: behaviour!.title, modifier });
      }
    }
  }
  // Issue 15 (objectives): the owner's cards lying on the mission where the ship is ("your [TE] ships here").
  const here = locationOfZone(state, state.cards[ship]!.zone);
  for (const source of here ? cardsIn(state, Z.atop(here)) : []) {
    if (state.cards[source]!.owner !== owner || !state.cards[source]!.faceUp) continue;
    const behaviour = behaviourOf(state.cards[source]!.blueprint);
    for (const modifier of behaviour?.shipModifiers ?? [])
      if (modifier.kind === 'ships-here-attribute' && modifier.attributes.includes(attribute) && shipMatches(state, ship, modifier.filter)) out.push({ title: behaviour!.title, modifier });
  }
  // Issue 15 (helper history): the owner's cards atop any mission whose fleet modifier says `atopMission` (Fear Will Keep Them in Line).
  if (blueprintsWhere(state, fleetAtopMission).size > 0)
    for (const instance of tableIndex(state).inPlayBy[owner] ?? []) {
      if (!instance.faceUp || zoneKind(instance.zone) !== 'atop') continue;
      const behaviour = behaviourOf(instance.blueprint);
      for (const modifier of behaviour?.shipModifiers ?? [])
        if (modifier.kind === 'fleet-ship-attribute' && modifier.atopMission && modifier.attributes.includes(attribute) && shipMatches(state, ship, modifier.filter)) out.push({ title: behaviour!.title, modifier });
    }
  // Issue 15 (helper partials): the owner's cards atop a mission they completed ("once solved, your … ships"; solved-mission-fleet.ts).
  out.push(...solvedMissionShipModifiers(state, ship, attribute, shipMatches));
  return out;
}
