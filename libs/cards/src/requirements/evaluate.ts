/**
 * Checks a requirement AST against a group of personnel (an Away Team or crew). Skills,
 * classifications and attributes are pooled over the group: one personnel may help meet several
 * terms (1E rulebook › SOLVING THE MISSION). Classifications count as one level of the matching
 * skill (1E rulebook › USING SKILLS › "Classifications vs. Skills"). A skill with a multiplier
 * counts at that level (› "Skill Multipliers"). Undefined attributes count as zero.
 *
 * Three-valued: `undecidable` when a term needs more than the personnel (e.g. a ship's equipment
 * or a discard), so the engine can ask or decide with more state.
 */
import { INTELLIGENCE_SKILLS, canonicalSkillName } from '../skills';
import type { AttributeName, RequirementAtom, RequirementExpression } from './ast';
import { describeRequirement } from './ast';

export interface GroupMember {
  readonly title: string;
  readonly persona?: readonly string[];
  readonly classification?: string;
  readonly skills: readonly { readonly name: string; readonly level: number }[];
  readonly integrity: number;
  readonly cunning: number;
  readonly strength: number;
  readonly characteristics?: readonly string[];
  readonly icons?: readonly string[];
}

export type Verdict = 'met' | 'unmet' | 'undecidable';

export interface Evaluation {
  readonly verdict: Verdict;
  /** Terms not met (descriptions), for messages. */
  readonly missing: readonly string[];
  readonly undecidable: readonly string[];
}

export function evaluateRequirement(expression: RequirementExpression, group: readonly GroupMember[]): Evaluation {
  switch (expression.kind) {
    case 'all': {
      const parts = expression.of.map((part) => evaluateRequirement(part, group));
      const verdict = parts.some((p) => p.verdict === 'unmet')
        ? 'unmet'
        : parts.some((p) => p.verdict === 'undecidable')
          ? 'undecidable'
          : 'met';
      return {
        verdict,
        missing: parts.flatMap((p) => p.missing),
        undecidable: parts.flatMap((p) => p.undecidable),
      };
    }
    case 'any': {
      const parts = expression.of.map((part) => evaluateRequirement(part, group));
      if (parts.some((p) => p.verdict === 'met')) return { verdict: 'met', missing: [], undecidable: [] };
      const verdict = parts.some((p) => p.verdict === 'undecidable') ? 'undecidable' : 'unmet';
      return {
        verdict,
        missing: verdict === 'unmet' ? [describeRequirement(expression)] : [],
        undecidable: parts.flatMap((p) => p.undecidable),
      };
    }
    default:
      return evaluateAtom(expression, group);
  }
}

/**
 * The verdict of `evaluateRequirement` alone, without the descriptions of what is missing (for
 * searches that try many groups and keep only the answer).
 */
export function requirementVerdict(expression: RequirementExpression, group: readonly GroupMember[]): Verdict {
  switch (expression.kind) {
    case 'all': {
      let undecidable = false;
      for (const part of expression.of) {
        const verdict = requirementVerdict(part, group);
        if (verdict === 'unmet') return 'unmet';
        if (verdict === 'undecidable') undecidable = true;
      }
      return undecidable ? 'undecidable' : 'met';
    }
    case 'any': {
      let undecidable = false;
      for (const part of expression.of) {
        const verdict = requirementVerdict(part, group);
        if (verdict === 'met') return 'met';
        if (verdict === 'undecidable') undecidable = true;
      }
      return undecidable ? 'undecidable' : 'unmet';
    }
    case 'condition':
      return 'undecidable';
    default:
      return atomHolds(expression, group) ? 'met' : 'unmet';
  }
}

function evaluateAtom(atom: RequirementAtom, group: readonly GroupMember[]): Evaluation {
  if (atom.kind === 'condition') return { verdict: 'undecidable', missing: [], undecidable: [atom.text] };
  const met = atomHolds(atom, group);
  return { verdict: met ? 'met' : 'unmet', missing: met ? [] : [describeRequirement(atom)], undecidable: [] };
}

function atomHolds(atom: Exclude<RequirementAtom, { kind: 'condition' }>, group: readonly GroupMember[]): boolean {
  switch (atom.kind) {
    case 'skill':
      return sum(group, (member) => skillLevel(member, atom.skill)) >= atom.count;
    case 'skill-family':
      return (
        sum(group, (member) => INTELLIGENCE_SKILLS.reduce((total, skill) => total + skillLevel(member, skill), 0)) >=
        atom.count
      );
    case 'attribute':
      return compare(sum(group, (member) => [atom.attribute, ...(atom.plus ?? [])].reduce((total, attribute) => total + attributeOf(member, attribute), 0)), atom.comparator, atom.value);
    case 'named':
      return group.filter((member) => matchesName(member, atom.name, atom.anyVersion)).length >= atom.count;
    case 'icon-holders':
      return group.filter((member) => hasIcon(member, atom.icon)).length >= atom.count;
    case 'icon':
      return group.some((member) => hasIcon(member, atom.icon));
    case 'characteristic':
      return group.filter((member) => hasCharacteristic(member, atom.characteristic)).length >= atom.count;
    case 'absent':
      return !group.some((member) => hasCharacteristic(member, atom.characteristic));
  }
}

export function skillLevel(member: GroupMember, skill: string): number {
  const wanted = canonicalSkillName(skill);
  const fromSkills = member.skills
    .filter((s) => canonicalSkillName(s.name) === wanted && s.level > 0)
    .reduce((total, s) => total + s.level, 0);
  return fromSkills + (member.classification === wanted ? 1 : 0);
}

function attributeOf(member: GroupMember, attribute: AttributeName): number {
  switch (attribute) {
    case 'INTEGRITY':
      return member.integrity;
    case 'CUNNING':
      return member.cunning;
    case 'STRENGTH':
      return member.strength;
    default:
      return 0;
  }
}

function compare(actual: number, comparator: string, value: number): boolean {
  switch (comparator) {
    case '>':
      return actual > value;
    case '<':
      return actual < value;
    case '>=':
      return actual >= value;
    default:
      return actual <= value;
  }
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function matchesName(member: GroupMember, name: string, anyVersion: boolean): boolean {
  const wanted = normalise(name);
  const names = [member.title, ...(member.persona ?? [])].map(normalise);
  if (names.includes(wanted)) return true;
  if (!anyVersion) return false;
  return names.some((candidate) => candidate.split(' (')[0] === wanted || candidate.includes(wanted));
}

function hasIcon(member: GroupMember, icon: string): boolean {
  const wanted = icon.toLowerCase();
  return (member.icons ?? []).some((code) => code.toLowerCase() === wanted);
}

function hasCharacteristic(member: GroupMember, characteristic: string): boolean {
  const wanted = normalise(characteristic);
  const singular = wanted.replace(/s$/, '');
  return (member.characteristics ?? []).some((c) => {
    const have = normalise(c);
    return have === wanted || have === singular;
  });
}

function sum(group: readonly GroupMember[], value: (member: GroupMember) => number): number {
  return group.reduce((total, member) => total + value(member), 0);
}
