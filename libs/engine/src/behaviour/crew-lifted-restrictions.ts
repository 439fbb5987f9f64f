/**
 * Issue 15 (helper voyent): a card lying on a ship that lets the ship and its crew ignore the
 * affiliation attack restrictions while the crew is (nearly) all of a kind (Training Cruise: "if crew
 * has no more than one non-cadet, ship and crew may ignore affiliation attack restrictions").
 * Word: card field `hostCrewIgnoresAttackRestrictions` (`filter`, `othersAtMost`) — its owner's ship it
 * lies on, whose owner's personnel aboard include at most `othersAtMost` not matching `filter`, attacks
 * without the affiliation attack restrictions (ship battle), and so does its crew in a personnel battle
 * they start aboard it. Read by battle/battle.ts beside the treaties' permits.
 *   1E rulebook › BATTLE › ATTACK RESTRICTIONS ("unless a card says otherwise").
 */
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { PersonnelFilter } from './vocabulary-events2';

export interface HostCrewIgnoresAttackRestrictions {
  readonly filter: PersonnelFilter;
  readonly othersAtMost: number;
}

/** For the catalogue test. */
export const CREW_LIFTED_WORDS: readonly string[] = ['field:hostCrewIgnoresAttackRestrictions'];

function lifts(state: GameState, player: PlayerId, ship: string): boolean {
  if (!state.cards[ship] || state.cards[ship]!.owner !== player || bp(state, ship).type !== 'Ship') return false;
  return cardsIn(state, Z.on(ship)).some((iid) => {
    const instance = state.cards[iid]!;
    const rule = instance.faceUp && instance.owner === player ? behaviourOf(instance.blueprint)?.hostCrewIgnoresAttackRestrictions : undefined;
    if (!rule) return false;
    const crew = cardsIn(state, Z.aboard(ship)).filter((one) => state.cards[one]!.owner === player && bp(state, one).type === 'Personnel');
    return crew.filter((one) => !personnelMatches(bp(state, one), rule.filter)).length <= rule.othersAtMost;
  });
}

/** Ship battle: one of the attacking ships carries such a card and such a crew. */
export function shipsLiftRestrictions(state: GameState, player: PlayerId, ships: readonly string[]): boolean {
  return ships.some((ship) => lifts(state, player, ship));
}

/** Personnel battle: every attacker is aboard one ship of the player that carries such a card and such a crew. */
export function crewLiftsRestrictions(state: GameState, player: PlayerId, attackers: readonly string[]): boolean {
  const zones = new Set(attackers.map((iid) => state.cards[iid]!.zone));
  if (zones.size !== 1) return false;
  const [zone] = [...zones] as [string];
  return zoneKind(zone) === 'aboard' && lifts(state, player, zoneArg(zone));
}
