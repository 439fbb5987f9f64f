/**
 * Issue 15 (helper borgobj): skills gained from a completed Borg-Only Objective — "after completion, your
 * [TNG] [Nav] drones gain the non-Intelligence skills in the mission requirements (at their highest level)"
 * (Consume: Technology; Consume: Resources for [Com] drones).
 *   Card field `consumedSkills: { filter }`: while the objective lies completed on its mission (face up, atop
 *   the location), each personnel of its owner that the filter passes has every skill the mission's
 *   requirements name — once, at the highest count named — except Intelligence skills (the skill family and
 *   every skill of it). Read by attempt/requirements.ts › memberOf, so every requirement sees them (and a Borg
 *   hive shares them: hive-skills.ts runs after).
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL (a completed objective lies on its mission);
 *   PERSONNEL › SKILLS (Intelligence skills; multipliers).
 */
import { INTELLIGENCE_SKILLS, type GroupMember, type RequirementExpression } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import { perCards, tableIndex } from '../table-index';
import type { GameState } from '../types';
import { locationOfZone, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { PersonnelFilter } from './vocabulary-events2';

export interface ConsumedSkills {
  readonly filter: PersonnelFilter;
}

/** Completed objectives (face up, atop a location) with `consumedSkills`, memoised per card record. */
const consumesSkills: BlueprintTest = (behaviour) => behaviour.consumedSkills;
const NONE: readonly string[] = [];

function completed(state: GameState): readonly string[] {
  // Issue 17 (seventeenth session): no card of this game has the word, so none is in play (blueprints-where.ts).
  if (blueprintsWhere(state, consumesSkills).size === 0) return NONE;
  return perCards(state, 'consumed-skills', () =>
    tableIndex(state)
      .inPlay.filter((instance) => instance.faceUp && zoneKind(instance.zone) === 'atop' && behaviourOf(instance.blueprint)?.consumedSkills)
      .map((instance) => instance.iid),
  );
}

/** Each skill a requirement names (not Intelligence) with its highest count. */
export function requiredSkills(expression: RequirementExpression | undefined): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (node: RequirementExpression): void => {
    if (node.kind === 'all' || node.kind === 'any') node.of.forEach(walk);
    else if (node.kind === 'skill' && node.skill !== 'Intelligence' && !INTELLIGENCE_SKILLS.includes(node.skill)) out.set(node.skill, Math.max(out.get(node.skill) ?? 0, node.count));
  };
  if (expression) walk(expression);
  return out;
}

/** `member` (personnel `iid`) with the skills of its owner's completed `consumedSkills` objectives that reach it. */
export function withConsumedSkills(state: GameState, iid: string, member: GroupMember): GroupMember {
  const list = completed(state);
  if (list.length === 0) return member;
  const instance = state.cards[iid]!;
  const card = blueprintOf(state, iid);
  let out = member;
  for (const objective of list) {
    const source = state.cards[objective]!;
    const rule = behaviourOf(source.blueprint)!.consumedSkills!;
    if (source.owner !== instance.owner || !personnelMatches(card, rule.filter)) continue;
    const location = locationOfZone(state, source.zone);
    const mission = location ? state.locations[location]?.missions[0] : undefined;
    if (!mission) continue;
    const gained = [...requiredSkills(blueprintOf(state, mission).mission?.requirements)].map(([name, level]) => ({ name, level }));
    if (gained.length > 0) out = { ...out, skills: [...out.skills, ...gained] };
  }
  return out;
}

export const CONSUMED_SKILL_WORDS: readonly string[] = ['consumed-skills'];
