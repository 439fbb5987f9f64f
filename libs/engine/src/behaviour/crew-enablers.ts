/**
 * Issue 15 (eie): equipment aboard a ship that "allows one personnel present" to do something — each
 * copy enables one of its owner's personnel aboard who matches a filter (VR Headset: a Vorta, Jem'Hadar
 * or Cardassian). Two readers:
 * - a fleet modifier with `perAboard` counts one copy per enabled personnel (modifiers-incidents.ts ›
 *   fleetDelta): three headsets with one Vorta aboard raise the ship once;
 * - the permit `enables-matching-commander` makes an enabled personnel of the named kind the ship's
 *   matching commander (fleet-modifiers.ts › matchingCommanderAboard, which every "matching commander
 *   aboard" check reads).
 *   1E rulebook › THE CARDS › EQUIPMENT (equipment aboard a ship); MISCELLANEOUS RULES › THE CUMULATIVE
 *   RULE; 1E DS9 expansion rules › matching commander (not disabled, not in stasis).
 */
import { blueprintOf } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { PersonnelFilter } from './vocabulary-events2';
import type { ShipFilter } from './vocabulary-incidents';

export type CrewEnablerPermit =
  /**
   * Equipment of the ship's owner aboard a ship passing `ships`: one of the owner's personnel aboard
   * matching `who` serves as the ship's matching commander.
   */
  { readonly kind: 'enables-matching-commander'; readonly who: PersonnelFilter; readonly ships?: ShipFilter };

/** For the catalogue test and the README. */
export const CREW_ENABLER_WORDS: readonly string[] = ['permit:enables-matching-commander'];

/** The ship owner's personnel aboard `ship` (not disabled) matching `filter`. */
export function ownerPersonnelAboard(state: GameState, ship: string, filter: PersonnelFilter): string[] {
  const owner = state.cards[ship]?.owner;
  return cardsIn(state, Z.aboard(ship)).filter((iid) => {
    const instance = state.cards[iid]!;
    return instance.owner === owner && !instance.disabled && personnelMatches(blueprintOf(state, iid), filter);
  });
}

/** Whether equipment of the ship's owner aboard makes one of their personnel aboard its matching commander. */
export function commanderByEquipment(state: GameState, ship: string, shipPasses: (filter: ShipFilter | undefined) => boolean): boolean {
  const owner = state.cards[ship]?.owner;
  return cardsIn(state, Z.aboard(ship)).some((iid) => {
    const instance = state.cards[iid]!;
    if (instance.owner !== owner || !instance.faceUp) return false;
    return (behaviourOf(instance.blueprint)?.permits ?? []).some(
      (permit) => permit.kind === 'enables-matching-commander' && shipPasses(permit.ships) && ownerPersonnelAboard(state, ship, permit.who).length > 0,
    );
  });
}
