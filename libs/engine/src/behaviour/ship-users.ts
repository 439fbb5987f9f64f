/**
 * Issue 15 (helper ds9mirror): a card on its owner's table that lets personnel of other affiliations use
 * that player's ships of a kind ("Condor-class ships may be used by [Baj] or [Fed]": Used to Being
 * Outnumbered). Staffing a ship needs a personnel of the ship's affiliation aboard (play.ts › staffedNow;
 * moving, attempting from it and battling all ask whether it is staffed); with this permit one of these
 * affiliations aboard serves instead. Compatibility and the staffing icons are asked as usual.
 * Word: permit `ships-usable-by` (`ships`: a ship filter, `affiliations`).
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP (a ship may not move unless at least one personnel of
 *   matching affiliation is aboard, "unless a card says otherwise"); THE CARDS › EVENTS, INCIDENTS, &
 *   OBJECTIVES (lasting effects while in play).
 */
import type { Card } from '@captains-log/cards';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { shipMatches } from './modifiers-incidents';
import { behaviourOf } from './registry';
import type { ShipFilter } from './vocabulary-incidents';

/** `species` (issue 15, helper mixing): or personnel of this species (mixed races too), whatever their affiliation ("your Vulcan cards … may use Vulcan ships": Kolinahr). */
export type ShipUsersPermit = { readonly kind: 'ships-usable-by'; readonly ships: ShipFilter; readonly affiliations: readonly string[]; readonly species?: string };

/** For the catalogue test. */
export const SHIP_USERS_WORDS: readonly string[] = ['permit:ships-usable-by'];

/** Whether a face-up card on `owner`'s table (or, issue 15 helper mixing, of theirs atop a mission) lets `personnel` use `ship` (a ship of `owner`'s) as if of its affiliation. */
export function shipUsableBy(state: GameState, owner: PlayerId, ship: Card, personnel: Card): boolean {
  const atop = Object.keys(state.locations).flatMap((location) => cardsIn(state, Z.atop(location)).filter((iid) => state.cards[iid]!.owner === owner));
  for (const iid of [...cardsIn(state, Z.table(owner)), ...atop]) {
    if (!state.cards[iid]!.faceUp) continue;
    for (const permit of behaviourOf(state.cards[iid]!.blueprint)?.permits ?? [])
      if (permit.kind === 'ships-usable-by' && shipMatches(ship, permit.ships) && (personnel.affiliations.some((affiliation) => permit.affiliations.includes(affiliation)) || ofSpecies(personnel, permit.species))) return true;
  }
  return false;
}

function ofSpecies(personnel: Card, species: string | undefined): boolean {
  return !!species && personnel.characteristics.some((one) => one.toLowerCase().split('/').includes(species.toLowerCase()));
}
