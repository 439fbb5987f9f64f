/**
 * Issue 15 (events, helper events-f): a card lying on a personnel that changes the ship that personnel
 * is aboard (Space Boomer: "while aboard a matching ship, if you have completed a [S] mission, that
 * ship is RANGE +3"). `CardBehaviour.crewBorneShipBonus`, added by ship-modifiers.ts › shipAttribute,
 * so flying, battle and every other RANGE / WEAPONS / SHIELDS read see it.
 *   1E rulebook › MISCELLANEOUS RULES › THE CUMULATIVE RULE (one per title); REPORTING FOR DUTY ›
 *   COMPATIBLE ("matching": the ship shows the personnel's affiliation).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { blueprintOf, isSpaceMission, matchingAffiliation } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { ShipAttribute } from './vocabulary-events';

export interface CrewBorneShipBonus {
  readonly attributes: readonly ShipAttribute[];
  readonly delta: number;
  /** Only a ship matching the personnel's affiliation. */
  readonly matching?: boolean;
  /** Only while the ship's owner has completed a space mission. */
  readonly ifCompletedSpaceMission?: boolean;
}

const hasCrewBorneShipBonus: BlueprintTest = (b) => b.crewBorneShipBonus;

/** What the cards lying on `ship`'s crew add to its `attribute` (one per title). */
export function crewBorneShipDelta(state: GameState, ship: string, attribute: ShipAttribute): number {
  const ids = blueprintsWhere(state, hasCrewBorneShipBonus);
  if (ids.size === 0) return 0;
  const owner = state.cards[ship]?.owner;
  if (!owner) return 0;
  let total = 0;
  const seen = new Set<string>();
  for (const personnel of cardsIn(state, Z.aboard(ship))) {
    if (state.cards[personnel]!.owner !== owner) continue;
    for (const iid of cardsIn(state, Z.on(personnel))) {
      const instance = state.cards[iid]!;
      if (!ids.has(instance.blueprint) || !instance.faceUp || seen.has(instance.blueprint)) continue;
      const bonus = behaviourOf(instance.blueprint)!.crewBorneShipBonus!;
      if (!bonus.attributes.includes(attribute)) continue;
      if (bonus.matching && !matchingAffiliation(blueprintOf(state, personnel), blueprintOf(state, ship))) continue;
      if (bonus.ifCompletedSpaceMission && !state.completed[owner].some((location) => (state.locations[location]?.missions ?? []).some((mission) => isSpaceMission(blueprintOf(state, mission))))) continue;
      seen.add(instance.blueprint);
      total += bonus.delta;
    }
  }
  return total;
}
