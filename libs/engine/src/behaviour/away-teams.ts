/**
 * Issue 15 (Distortion of Space/Time Continuum): which ship an Away Team came from. A beam or walk from
 * aboard a ship to a planet surface records the ship on its fact (`awayFrom`); evolve keeps it on the
 * cards until they move again. 1E rulebook › EXECUTING ORDERS › BEAM; WALK (an Away Team is the
 * personnel a ship put on a planet surface).
 */
import { bp } from '../context';
import type { GameState } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';

/** The ship cards leave when they go from `from` to `to`, if they leave a ship for a planet surface. */
export function awayTeamShip(state: GameState, from: string, to: string): string | undefined {
  if (zoneKind(to) !== 'surface' || zoneKind(from) !== 'aboard') return undefined;
  const host = zoneArg(from);
  return state.cards[host] && bp(state, host).type === 'Ship' ? host : undefined;
}

/** `{ awayFrom }` for a beam or walk fact (nothing when the cards do not leave a ship for a surface). */
export function awayFromField(state: GameState, from: string, to: string): { awayFrom?: string } {
  const ship = awayTeamShip(state, from, to);
  return ship ? { awayFrom: ship } : {};
}

/** The cards on any planet surface that came there from `ship` (its Away Teams). */
export function awayTeamsOf(state: GameState, ship: string): string[] {
  const found: string[] = [];
  for (const location of Object.keys(state.locations))
    for (const iid of cardsIn(state, Z.surface(location))) if (state.cards[iid]!.awayFrom === ship) found.push(iid);
  return found;
}
