/**
 * Control (issue 15): you control the cards you seed or play, and any Headquarters of an affiliation
 * you are playing — when both players play that affiliation, they share its control.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; THE CARDS › FACILITIES
 *   (Headquarters: "If both players are playing the same affiliation, they share control").
 * "Playing an affiliation": the player owns a personnel, ship or facility of it (deck, hand or play).
 */
import { bp } from './context';
import type { GameState, PlayerId } from './types';

export function isHeadquarters(state: GameState, iid: string): boolean {
  const card = bp(state, iid);
  return card.type === 'Facility' && card.facilityKind === 'Headquarters';
}

/** Whether `player` owns a personnel, ship or facility of one of these affiliations. */
export function playsAffiliation(state: GameState, player: PlayerId, affiliations: readonly string[]): boolean {
  return Object.values(state.cards).some((instance) => {
    if (instance.owner !== player) return false;
    const card = bp(state, instance.iid);
    return (card.type === 'Personnel' || card.type === 'Ship' || card.type === 'Facility') && (card.affiliations as readonly string[]).some((a) => affiliations.includes(a));
  });
}

/** Whether `player` controls the card `iid` in play: its owner, or a Headquarters of an affiliation they play. */
export function controls(state: GameState, player: PlayerId, iid: string): boolean {
  const instance = state.cards[iid];
  if (!instance) return false;
  if (instance.owner === player) return true;
  return isHeadquarters(state, iid) && playsAffiliation(state, player, bp(state, iid).affiliations);
}
