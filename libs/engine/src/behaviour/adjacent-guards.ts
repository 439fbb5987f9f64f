/**
 * Issue 15 (incobj): a card lying between two adjacent missions that keeps its owner's opponent from
 * beginning an attempt at either of them with too small a team (You're Not Ready: fewer than nine
 * personnel). The card plays on the `between-missions` target (vocabulary-places.ts), written by the
 * first mission of the pair, and lies atop that mission (`on-target-mission`); the pair is that
 * location and the next one on its spaceline. Read by attempt/beginning.ts › checkAttemptTeam with the
 * team that would attempt (scouting is not an attempt and is not read).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; THE CARDS › EVENTS, INCIDENTS, &
 *   OBJECTIVES (lasting effects of a card in play).
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';

/** Card field: lying between two missions, the opponent's attempts at either need at least `opponentTeamAtLeast` personnel. */
export interface AdjacentGuard {
  readonly opponentTeamAtLeast: number;
}

/** The location before `location` on its spaceline (the first of a pair it closes), if any. */
function previousOf(state: GameState, location: string): string | undefined {
  const line = state.spacelines[state.locations[location]?.quadrant ?? ''] ?? [];
  const index = line.indexOf(location);
  return index > 0 ? line[index - 1] : undefined;
}

/** Why `player` may not begin an attempt at `location` with a team of `teamSize` because of an opponent's card between it and a neighbour, or null. */
export function adjacentGuardProblem(state: GameState, player: PlayerId, location: string, teamSize: number): Problem | null {
  const before = previousOf(state, location);
  for (const at of before ? [location, before] : [location]) {
    for (const iid of cardsIn(state, Z.atop(at))) {
      const instance = state.cards[iid]!;
      const guard = instance.faceUp && instance.owner !== player ? behaviourOf(instance.blueprint)?.adjacentGuard : undefined;
      if (guard && teamSize < guard.opponentTeamAtLeast)
        return problem('TEAM_TOO_SMALL', `${bp(state, iid).title}: an attempt here needs at least ${guard.opponentTeamAtLeast} personnel`, RULES.beginningAttempt);
    }
  }
  return null;
}

/** For the catalogue test: the words of this file. */
export const ADJACENT_GUARD_WORDS: readonly string[] = ['adjacent-guard'];
