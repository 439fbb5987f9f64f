/**
 * Issue 15 (borg): a card lying on a mission that keeps every player from attempting it unless the
 * attempting crew or Away Team holds enough personnel of a kind ("may not be attempted or scouted unless
 * 4 [Cmd] OR any Intelligence in crew or Away Team": Bigger on the Inside), and the play condition "if
 * your temporal agent is here or adjacent" (a personnel of yours matching a filter at the target
 * mission's location or a location next to it on its spaceline). The guard is read by
 * attempt/beginning.ts › checkAttemptTeam with the team that would attempt, and by
 * behaviour/scouting.ts › checkScoutAttempt with the team that would scout.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; THE CARDS › EVENTS, INCIDENTS, &
 *   OBJECTIVES (lasting effects of a card on a mission); MISCELLANEOUS RULES › "HERE" AND "PRESENT".
 */
import { skillLevel } from '@captains-log/cards';
import { bp, problem, type Problem } from '../context';
import { memberOf } from '../attempt/requirements';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z } from '../zones';
import { personnelInPlay } from './personnel-filter';
import { behaviourOf } from './registry';
import type { CardBehaviour } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';

/** One way to pass the guard: at least `atLeast` of the team show `icon` (printed), or have `skill`. */
export interface TeamTerm {
  readonly icon?: string;
  readonly skill?: string;
  readonly atLeast: number;
}

/** Card field: while it lies on a mission, no one attempts it unless the team meets one of `anyOf`. */
export interface AttemptGuard {
  readonly anyOf: readonly TeamTerm[];
}

export type MissionGuardCondition =
  /** A personnel of yours matching `filter` is at the target location or at a location adjacent to it on its spaceline. */
  { readonly kind: 'yours-here-or-adjacent'; readonly filter: PersonnelFilter };

function meetsTerm(state: GameState, team: readonly string[], term: TeamTerm): boolean {
  const count = team.filter((iid) => {
    if (term.icon && !bp(state, iid).icons.some((icon) => icon.code === term.icon)) return false;
    if (term.skill && skillLevel(memberOf(state, iid), term.skill) <= 0) return false;
    return true;
  }).length;
  return count >= term.atLeast;
}

/** Why `team` may not attempt the mission at `location` because of a guard lying on it, or null. */
export function attemptGuardProblem(state: GameState, location: string, team: readonly string[]): Problem | null {
  for (const iid of cardsIn(state, Z.atop(location))) {
    const guard = state.cards[iid]!.faceUp ? behaviourOf(state.cards[iid]!.blueprint)?.attemptGuard : undefined;
    if (guard && !guard.anyOf.some((term) => meetsTerm(state, team, term)))
      return problem('ATTEMPT_GUARDED', `${bp(state, iid).title}: this mission may be attempted only by a team with ${guard.anyOf.map((term) => `${term.atLeast} ${term.icon ? `[${term.icon}]` : term.skill}`).join(' or ')}`, RULES.beginningAttempt);
  }
  return null;
}

function adjacentOrSame(state: GameState, a: string, b: string): boolean {
  if (a === b) return true;
  const line = state.spacelines[state.locations[a]!.quadrant] ?? [];
  const index = line.indexOf(a);
  return index >= 0 && (line[index - 1] === b || line[index + 1] === b);
}

/** The first `yours-here-or-adjacent` condition that does not hold for the target location, as a problem. */
export function checkMissionGuardConditions(state: GameState, player: PlayerId, target: string | undefined, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? []) {
    if (condition.kind !== 'yours-here-or-adjacent') continue;
    const near =
      target !== undefined &&
      state.locations[target] !== undefined &&
      personnelInPlay(state, player, condition.filter).some((iid) => {
        const at = locationOfZone(state, state.cards[iid]!.zone);
        return at !== null && adjacentOrSame(state, target, at);
      });
    if (!near) return problem('PLAY_CONDITION', `${behaviour.title} needs such a personnel of yours at that mission or next to it`, RULES.triggers);
  }
  return null;
}

/** For the catalogue test: the words of this file. */
export const MISSION_GUARD_WORDS: readonly string[] = ['condition:yours-here-or-adjacent'];
