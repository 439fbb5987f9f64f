/**
 * The filter fields of behaviour/dilemma-steps-a.ts (issue 15, branch dilemmas-a), read by
 * `matchesFilter` (attempt/filters.ts) after its own fields: multi-affiliation, not of an
 * affiliation, a sum of attributes as modified now, "lower total than the selected one", "the same
 * first-listed skill as the selected one", and "none of the skills the mission requires".
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects);
 *   SOLVING THE MISSION (the mission's requirements).
 */
import { skillLevel, type GroupMember, type RequirementExpression } from '@captains-log/cards';
import { bp } from '../context';
import type { FilterA } from '../behaviour/dilemma-steps-a';
import type { GameState } from '../types';
import { attemptedMission } from './teams';

const total = (member: GroupMember) => member.integrity + member.cunning + member.strength;
function attributeOf(member: GroupMember, name: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'): number {
  return name === 'INTEGRITY' ? member.integrity : name === 'CUNNING' ? member.cunning : member.strength;
}

/** The filter fields of dilemma-steps-a.ts (matchesFilter calls this after its own fields). */
export function matchesFilterA(state: GameState, iid: string, filter: FilterA, member: (iid: string) => GroupMember): boolean {
  const card = bp(state, iid);
  if (filter.multiAffiliation && card.affiliations.length < 2) return false;
  if (filter.notAffiliation && card.affiliations.some((a) => a.toLowerCase() === filter.notAffiliation!.toLowerCase())) return false;
  if (filter.sumBelow && filter.sumBelow.attributes.reduce((sum, name) => sum + attributeOf(member(iid), name), 0) >= filter.sumBelow.value) return false;
  const first = state.attempt?.picked[0];
  if (filter.totalBelowPicked && (!first || first === iid || total(member(iid)) >= total(member(first)))) return false;
  if (filter.sameFirstSkillAsPicked) {
    if (!first) return false;
    const wanted = firstSkill(member(first));
    if (iid !== first && (!wanted || firstSkill(member(iid)) !== wanted)) return false;
  }
  if (filter.lacksMissionSkill && missionSkills(state).some((skill) => skillLevel(member(iid), skill) > 0)) return false;
  return true;
}

/** The first-listed skill (1E: the first skill after the classification). */
function firstSkill(member: GroupMember): string | null {
  return member.skills[0]?.name.toLowerCase() ?? null;
}

/** The skills (and classifications) the attempted mission's requirements name. */
function missionSkills(state: GameState): string[] {
  const attempt = state.attempt;
  if (!attempt) return [];
  const mission = state.cards[attemptedMission(state, attempt.location, attempt.player)];
  const expression = mission ? bp(state, mission.iid).mission?.requirements : undefined;
  if (!expression) return [];
  const skills: string[] = [];
  const walk = (part: RequirementExpression): void => {
    if (part.kind === 'all' || part.kind === 'any') part.of.forEach(walk);
    else if (part.kind === 'skill') skills.push(part.skill);
  };
  walk(expression);
  return skills;
}
