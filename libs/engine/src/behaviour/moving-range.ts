/**
 * Issue 15 (assorted): RANGE a card on the ship owner's table gives only while the ship moves within
 * one region ("while your Condor-class ship is moving within a region, it is RANGE +2": Used to Being
 * Outnumbered). The word is `fleet-ship-attribute` with `movingWithinRegion`; `fleetShipModifiers`
 * leaves such modifiers out of the ship's RANGE, and `movingBonus` (verbs-ships.ts) adds them to a
 * flight whose path stays in the region it starts from, as it does for a ship's own such text.
 *   1E rulebook › EXECUTING ORDERS › MOVE A SHIP (RANGE); THE CARDS › EVENTS, INCIDENTS, &
 *   OBJECTIVES (lasting effects while on the table); MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 */
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { shipMatches } from './fleet-modifiers';
import { behaviourOf } from './registry';

/** The RANGE the owner's table adds to `ship` for a flight within one region (one copy per title unless cumulative). */
export function tableMovingRange(state: GameState, ship: string): number {
  const owner = state.cards[ship]?.owner;
  if (!owner) return 0;
  let bonus = 0;
  const seen = new Set<string>();
  for (const source of cardsIn(state, Z.table(owner))) {
    if (!state.cards[source]!.faceUp) continue;
    const behaviour = behaviourOf(state.cards[source]!.blueprint);
    for (const [index, modifier] of (behaviour?.shipModifiers ?? []).entries()) {
      if (modifier.kind !== 'fleet-ship-attribute' || !modifier.movingWithinRegion || !modifier.attributes.includes('RANGE') || !shipMatches(state, ship, modifier.filter)) continue;
      const key = `${behaviour!.title}#${index}`;
      if (!modifier.cumulative && seen.has(key)) continue;
      seen.add(key);
      bonus += modifier.delta;
    }
  }
  return bonus;
}
