/**
 * Issue 15 (eie): "when your … personnel helps solve a … mission" — a response in the mission-solved
 * window whose play needs one of the personnel who helped solve it (the group that met the mission's
 * requirements, `MissionSolved.contributors`, carried by the window as `cards`) to match a filter, and
 * the mission to lie in one of some regions.
 *   1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION (the personnel who meet the requirements);
 *   THE PLAY PHASE › Clarifications: Valid responses › When Responses Happen.
 */
import { blueprintOf } from '../card-facts';
import { problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState } from '../types';
import { personnelMatches } from './personnel-filter';
import type { CardBehaviour } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';

export type SolvedByCondition =
  /**
   * In a `mission-solved` window: a personnel of yours who helped solve the mission matches `filter`
   * (printed) and, with `lore`, its lore contains that word (any case); with `regions`, the mission's
   * location is in one of them.
   */
  { readonly kind: 'helped-solve'; readonly filter: PersonnelFilter; readonly lore?: string; readonly regions?: readonly string[] };

/** For the catalogue test and the README. */
export const SOLVED_BY_WORDS: readonly string[] = ['condition:helped-solve'];

function helpedSolve(state: GameState, player: string, condition: SolvedByCondition): boolean {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  if (top?.action !== 'mission-solved') return false;
  if (condition.regions) {
    const location = Object.values(state.locations).find((candidate) => candidate.missions.includes(top.card));
    if (!location?.region || !condition.regions.includes(location.region)) return false;
  }
  return (top.cards ?? []).some((iid) => {
    const instance = state.cards[iid];
    if (!instance || instance.owner !== player) return false;
    const card = blueprintOf(state, iid);
    return personnelMatches(card, condition.filter) && (!condition.lore || (card.lore ?? '').toLowerCase().includes(condition.lore.toLowerCase()));
  });
}

/** The play's `helped-solve` conditions (play.ts › checkScriptedPlay). */
export function checkSolvedByConditions(state: GameState, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? [])
    if (condition.kind === 'helped-solve' && !helpedSolve(state, command.actor, condition))
      return problem('PLAY_CONDITION', `${behaviour.title} needs your personnel it names among those who just solved the mission`, RULES.triggers);
  return null;
}
