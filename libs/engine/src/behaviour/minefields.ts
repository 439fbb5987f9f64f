/**
 * Issue 15 (helper voyent): a location card that ships may pass only at a price (Romulan Minefield:
 * "passing non-[Rom] ships must stop here for rest of turn or incur damage"), and a free play keyed
 * by the two missions it goes between ("for free if both are [ROM]").
 * Words:
 * - restriction `stop-or-damage` (`exceptAffiliation`): on the card of an inserted location (or atop a
 *   location), a ship flying over it without stopping takes one damage (as `damage-passing-ships`), and
 *   a ship that stopped there after moving this turn goes on only next turn (as `must-stop-here`); ships
 *   of `exceptAffiliation` are not concerned. Read by spaceline-events.ts.
 * - free play `between-missions-of` (`affiliation`): the `between-missions` target and the next
 *   location along the spaceline both hold a mission showing that affiliation icon (free-plays.ts).
 *   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP; DAMAGE AND REPAIRS › ROTATION DAMAGE; PLAYING
 *   "FOR FREE".
 */
import { bp } from '../context';
import type { GameState } from '../types';

export type StopOrDamageRestriction = { readonly kind: 'stop-or-damage'; readonly exceptAffiliation?: string };
export type BetweenMissionsFree = { readonly kind: 'between-missions-of'; readonly affiliation: string };

/** For the catalogue test. */
export const MINEFIELD_WORDS: readonly string[] = ['restriction:stop-or-damage'];

/** Whether the restriction concerns the ship (not of the excepted affiliation). */
export function concernsShip(state: GameState, ship: string, restriction: StopOrDamageRestriction): boolean {
  return !restriction.exceptAffiliation || !(bp(state, ship).affiliations as readonly string[]).includes(restriction.exceptAffiliation);
}

/** Whether the location `target` and the next one along its spaceline each hold a mission showing the affiliation icon. */
export function betweenMissionsOf(state: GameState, target: string | undefined, free: BetweenMissionsFree): boolean {
  const here = target ? state.locations[target] : undefined;
  if (!here) return false;
  const line = state.spacelines[here.quadrant] ?? [];
  const next = state.locations[line[line.indexOf(target!) + 1] ?? ''];
  const shows = (missions: readonly string[]) => missions.some((iid) => (bp(state, iid).mission?.affiliationIcons as readonly string[] | undefined)?.includes(free.affiliation));
  return !!next && shows(here.missions) && shows(next.missions);
}
