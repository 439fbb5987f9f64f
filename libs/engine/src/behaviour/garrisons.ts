/**
 * Issue 15 (incobj): a garrison lying on a mission (Post Garrison). Two words:
 * - the nullification `too-few-at-its-mission` (a `discardWhen` condition, checked after every
 *   command by discard-when.ts): at a mission with a planet (planet or dual), its owner has fewer
 *   than `planet.atLeast` personnel matching `planet.filter` on the surface; at a space mission, fewer
 *   than `staffedShips` staffed ships of theirs at the location;
 * - the card field `opensBattleHere`: the opponent may initiate battle against its owner's cards at
 *   its location regardless of the affiliation attack restrictions (read by battle/battle.ts with the
 *   other permits that lift them).
 *   1E rulebook › BATTLE › INITIATING A BATTLE › Affiliation Attack Restrictions; PLAYING A CARD
 *   (cards remain in play until nullified); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import { blueprintOf } from '../card-facts';
import { missionKind } from '../attempt/teams';
import { isStaffed } from '../play';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { PersonnelFilter } from './vocabulary-events2';

export type GarrisonDiscard = {
  readonly kind: 'too-few-at-its-mission';
  readonly planet: { readonly filter: PersonnelFilter; readonly atLeast: number };
  readonly staffedShips: number;
};

/** Whether the garrison `iid` of `owner` lies on a mission where its owner's force is too small (see above). */
export function garrisonTooFew(state: GameState, iid: string, owner: PlayerId, condition: GarrisonDiscard): boolean {
  const zone = state.cards[iid]!.zone;
  if (zoneKind(zone) !== 'atop') return false;
  const location = zoneArg(zone);
  if (missionKind(state, location) !== 'space') {
    const there = cardsIn(state, Z.surface(location)).filter((card) => state.cards[card]!.owner === owner && personnelMatches(blueprintOf(state, card), condition.planet.filter));
    return there.length < condition.planet.atLeast;
  }
  const ships = cardsIn(state, Z.space(location)).filter((card) => state.cards[card]!.owner === owner && blueprintOf(state, card).type === 'Ship' && isStaffed(state, card));
  return ships.length < condition.staffedShips;
}

/** Whether `player` may battle the opponent's cards at `location` regardless of the affiliation attack restrictions (an opponent's garrison lies there). */
export function garrisonOpensBattle(state: GameState, player: PlayerId, location: string): boolean {
  return cardsIn(state, Z.atop(location)).some((iid) => {
    const card = state.cards[iid]!;
    return card.faceUp && card.owner !== player && behaviourOf(card.blueprint)?.opensBattleHere === true && locationOfZone(state, card.zone) === location;
  });
}

/** For the catalogue test and the README. */
export const GARRISON_WORDS: readonly string[] = ['discard-when:too-few-at-its-mission', 'opens-battle-here'];
