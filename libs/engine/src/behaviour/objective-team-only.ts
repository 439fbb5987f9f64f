/**
 * Issue 15 (helper films): "your Away Team of only [DQ][Fed] personnel may attempt this mission with
 * the following requirements" (Set a Course for Home). Two conditions on the objective words of
 * vocabulary-objective-attempts.ts: `attempt-with-team` `only` (every unstopped personnel of the owner
 * in the team matches) and `alternative-requirements` `onlyTeam` (the same, for the attempting team when
 * the requirements are checked).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise");
 *   SOLVING THE MISSION (stopped personnel do not count).
 */
import { blueprintOf } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';

/** For the catalogue test and the README. */
export const OBJECTIVE_TEAM_ONLY_WORDS: readonly string[] = ['attempt-with-team.only', 'alternative-requirements.onlyTeam'];

/** Whether every unstopped personnel of `player` in `zone` matches `who` (and there is one). */
export function teamIsOnly(state: GameState, player: PlayerId, zone: string, who: PersonnelFilter): boolean {
  const team = cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && !state.cards[iid]!.stopped && blueprintOf(state, iid).type === 'Personnel');
  return team.length > 0 && team.every((iid) => personnelMatches(blueprintOf(state, iid), who));
}

/** The same for the attempt in progress: its Away Team on the planet, or its crew aboard the ship. */
export function attemptingTeamIsOnly(state: GameState, player: PlayerId, who: PersonnelFilter): boolean {
  const attempt = state.attempt;
  if (!attempt || attempt.player !== player) return false;
  const zone = attempt.team === 'crew' && attempt.ship ? Z.aboard(attempt.ship) : Z.surface(attempt.location);
  return teamIsOnly(state, player, zone, who);
}
