/**
 * Issue 15 (helper partials): "once solved, your <ships> with personnel of three different species aboard are attributes
 * all +2, or +4 if in a region with this mission (cumulative)" (One Big Happy Family) — a ship modifier held by a card
 * lying atop a mission its owner completed, reaching the owner's ships anywhere.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play); MISCELLANEOUS RULES ›
 *   THE CUMULATIVE RULE. A personnel's species is its first characteristic (objective-downloads.ts › speciesOf).
 * Word: ship modifier `solved-mission-ships-attribute` (`attributes`, `delta`, `regionDelta`, `ships`: any one of these
 * ShipFilters, `crewSpeciesAtLeast`): while the card lies face up atop a mission at a location its owner completed, each
 * of the owner's ships a filter passes, with the owner's personnel aboard of at least that many species, has `delta` —
 * `regionDelta` instead when the ship is at a location of the mission's region. Each copy counts (cumulative).
 * Read by fleet-modifiers.ts › fleetShipModifiers (ship-modifiers.ts › shipAttribute).
 */
import { blueprintOf } from '../card-facts';
import type { GameState } from '../types';
import { tableIndex } from '../table-index';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { blueprintsWhere } from './blueprints-where';
import { speciesOf } from './objective-downloads';
import type { ShipAttribute } from './vocabulary-events';
import type { ShipFilter } from './vocabulary-events2';
import type { CardBehaviour } from './vocabulary';
import { behaviourOf } from './registry';

export interface SolvedMissionShipsAttribute {
  readonly kind: 'solved-mission-ships-attribute';
  readonly attributes: readonly ShipAttribute[];
  readonly delta: number;
  readonly regionDelta: number;
  readonly ships: readonly ShipFilter[];
  readonly crewSpeciesAtLeast: number;
  readonly cumulative: true;
}

const holds = (behaviour: CardBehaviour) => behaviour.shipModifiers?.some((modifier) => modifier.kind === 'solved-mission-ships-attribute');

function speciesAboard(state: GameState, ship: string, owner: string): number {
  const species = new Set<string>();
  for (const iid of cardsIn(state, Z.aboard(ship))) {
    if (state.cards[iid]!.owner !== owner) continue;
    const card = blueprintOf(state, iid);
    const one = card.type === 'Personnel' ? speciesOf(card) : undefined;
    if (one) species.add(one);
  }
  return species.size;
}

/** The modifiers of this kind reaching `ship` for `attribute` (each with the delta that applies where the ship is). */
export function solvedMissionShipModifiers(
  state: GameState,
  ship: string,
  attribute: ShipAttribute,
  shipMatches: (state: GameState, ship: string, filter: ShipFilter) => boolean,
): { title: string; modifier: SolvedMissionShipsAttribute }[] {
  const sources = blueprintsWhere(state, holds);
  if (sources.size === 0) return [];
  const owner = state.cards[ship]?.owner;
  if (!owner) return [];
  const out: { title: string; modifier: SolvedMissionShipsAttribute }[] = [];
  for (const instance of tableIndex(state).inPlayBy[owner] ?? []) {
    if (!sources.has(instance.blueprint) || !instance.faceUp || zoneKind(instance.zone) !== 'atop') continue;
    const location = zoneArg(instance.zone);
    if (!state.completed[owner].includes(location)) continue;
    const behaviour = behaviourOf(instance.blueprint)!;
    for (const modifier of behaviour.shipModifiers ?? []) {
      if (modifier.kind !== 'solved-mission-ships-attribute' || !modifier.attributes.includes(attribute)) continue;
      if (!modifier.ships.some((filter) => shipMatches(state, ship, filter))) continue;
      if (speciesAboard(state, ship, owner) < modifier.crewSpeciesAtLeast) continue;
      const region = state.locations[location]?.region;
      const at = locationOfZone(state, state.cards[ship]!.zone);
      const inRegion = !!region && !!at && state.locations[at]?.region === region;
      out.push({ title: behaviour.title, modifier: { ...modifier, delta: inRegion ? modifier.regionDelta : modifier.delta } });
    }
  }
  return out;
}
