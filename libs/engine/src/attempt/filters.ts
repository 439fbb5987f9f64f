/**
 * Which team members a dilemma step concerns (`Filter`), and the `count` step (issue 15): "to get
 * past requires three personnel with Leadership OR three with ENGINEER classification" counts
 * personnel, each matching on their own, not the group's pooled skills (1E rulebook › ATTEMPT A
 * MISSION › ENCOUNTERING DILEMMAS › Conditional effects; GLOSSARY › "personnel with": one card
 * that has the skill).
 */
import { attributeNumber, skillLevel } from '@captains-log/cards';
import { isIdentifiedAs, titledAmong } from '../card-facts';
import { bp, type Ctx } from '../context';
import type { CountTerm, Filter } from '../dilemmas';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { countTermB, isCountTermB } from './dilemma-effects-b';
import { meetGroup, memberOf, requirement } from './requirements';
import { matchesFilterA } from './filters-a';
import { countTermC, isCountTermC, matchesFilterC } from './dilemma-effects-c';

type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';
function attribute(state: GameState, iid: string, name: Attribute): number {
  const member = memberOf(state, iid);
  return name === 'INTEGRITY'
    ? member.integrity
    : name === 'CUNNING'
      ? member.cunning
      : member.strength;
}

export function matchesFilter(state: GameState, iid: string, filter: Filter | undefined): boolean {
  if (!filter) return true;
  const card = bp(state, iid);
  const has = (wanted: string) =>
    card.characteristics.some((c) => c.toLowerCase().includes(wanted.toLowerCase()));
  if (
    filter.characteristic &&
    !card.characteristics.some((c) => c.toLowerCase() === filter.characteristic!.toLowerCase())
  )
    return false;
  if (filter.notCharacteristic && has(filter.notCharacteristic)) return false;
  if (filter.notCharacteristics?.some(has)) return false;
  if (filter.skill && skillLevel(memberOf(state, iid), filter.skill) <= 0) return false;
  if (filter.notSkills?.some((skill) => skillLevel(memberOf(state, iid), skill) > 0)) return false;
  if (
    filter.anySkill &&
    !filter.anySkill.some((skill) => skillLevel(memberOf(state, iid), skill) > 0)
  )
    return false;
  if (filter.below && attribute(state, iid, filter.below.attribute) >= filter.below.value)
    return false;
  if (filter.above && attribute(state, iid, filter.above.attribute) <= filter.above.value)
    return false;
  if (
    filter.notIcon &&
    card.icons.some((icon) => icon.code.toLowerCase() === filter.notIcon!.toLowerCase())
  )
    return false;
  if (
    filter.icon &&
    !card.icons.some((icon) => icon.code.toLowerCase() === filter.icon!.toLowerCase())
  )
    return false;
  if (filter.titles && !titledAmong(filter.titles, card)) return false;
  if (filter.anyNames && !filter.anyNames.some((name) => isIdentifiedAs(card, name))) return false;
  if (filter.anyOf && !filter.anyOf.some((part) => matchesFilter(state, iid, part))) return false;
  if (
    filter.affiliation &&
    !card.affiliations.some((a) => a.toLowerCase() === filter.affiliation!.toLowerCase())
  )
    return false;
  if (filter.classification && memberOf(state, iid).classification !== filter.classification)
    return false;
  if (
    filter.totalAbove !== undefined &&
    attribute(state, iid, 'INTEGRITY') +
      attribute(state, iid, 'CUNNING') +
      attribute(state, iid, 'STRENGTH') <=
      filter.totalAbove
  )
    return false;
  if (
    filter.printedBelow &&
    printedSum(state, iid, filter.printedBelow.attributes) >= filter.printedBelow.value
  )
    return false;
  if (filter.downloader && (card.personnel?.skillBox.specialDownloads.length ?? 0) === 0)
    return false;
  if (filter.unique && card.universal) return false;
  if (filter.universal && !card.universal) return false;
  if (filter.skillBelow && skillLevel(memberOf(state, iid), filter.skillBelow.skill) >= filter.skillBelow.level) return false;
  return matchesFilterA(state, iid, filter, (id) => memberOf(state, id)) && matchesFilterC(state, iid, filter);
}

function printedSum(state: GameState, iid: string, attributes: readonly Attribute[]): number {
  const printed = bp(state, iid).personnel;
  if (!printed) return 0;
  return attributes.reduce(
    (total, name) =>
      total +
      attributeNumber(
        name === 'INTEGRITY'
          ? printed.integrity
          : name === 'CUNNING'
            ? printed.cunning
            : printed.strength,
      ),
    0,
  );
}

export function describeFilter(filter: Filter): string {
  const parts: string[] = [];
  if (filter.characteristic) parts.push(filter.characteristic);
  if (filter.skill) parts.push(filter.skill);
  if (filter.notIcon) parts.push(`no [${filter.notIcon}]`);
  if (filter.icon) parts.push(`[${filter.icon}]`);
  if (filter.titles) parts.push(filter.titles.join(' or '));
  if (filter.anyNames) parts.push(filter.anyNames.map((name) => `any ${name}`).join(' or '));
  if (filter.anyOf) parts.push(`(${filter.anyOf.map(describeFilter).join(' | ')})`);
  if (filter.affiliation) parts.push(filter.affiliation);
  if (filter.classification) parts.push(`${filter.classification} classification`);
  if (filter.totalAbove !== undefined) parts.push(`total attributes>${filter.totalAbove}`);
  if (filter.anySkill) parts.push(filter.anySkill.join(' or '));
  if (filter.above) parts.push(`${filter.above.attribute}>${filter.above.value}`);
  if (filter.printedBelow)
    parts.push(`printed ${filter.printedBelow.attributes.join('+')}<${filter.printedBelow.value}`);
  if (filter.below) parts.push(`${filter.below.attribute}<${filter.below.value}`);
  if (filter.notSkills) parts.push(`no ${filter.notSkills.join('/')}`);
  if (filter.notCharacteristics) parts.push(`not ${filter.notCharacteristics.join('/')}`);
  return parts.join(', ') || 'any';
}

/** Emits the `RequirementChecked` fact of a `count` step; met when any alternative is. */
export function countMet(
  ctx: Ctx,
  card: string,
  any: readonly CountTerm[],
  team: readonly string[],
  withEquipment: readonly string[] = team,
): boolean {
  for (const term of any) {
    // Later-set terms: equipment present, distinct personnel, a ship here (behaviour/dilemma-steps-b.ts).
    if (isCountTermB(term) || isCountTermC(term)) {
      const group = isCountTermC(term) ? countTermC(ctx.state, term, team) : countTermB(ctx, card, term, team);
      if (!group) continue;
      ctx.emit({ type: 'RequirementChecked', card, purpose: 'condition', requirement: requirementText(any), verdict: 'met', group: [...group], missing: [], rule: RULES.conditionalEffects });
      return true;
    }
    if ('require' in term) {
      const expression = requirement(term.require);
      const met = term.individual
        ? (team
            .map((iid) => meetGroup(ctx.state, expression, [iid]))
            .find((one) => one.verdict === 'met') ?? { verdict: 'unmet', group: [] })
        : meetGroup(ctx.state, expression, withEquipment);
      if (met.verdict !== 'met') continue;
      if (term.someone && !team.some((iid) => matchesFilter(ctx.state, iid, term.someone)))
        continue;
      if (term.noOne && team.some((iid) => matchesFilter(ctx.state, iid, term.noOne))) continue;
      ctx.emit({
        type: 'RequirementChecked',
        card,
        purpose: 'condition',
        requirement: requirementText(any),
        verdict: 'met',
        group: met.group,
        missing: [],
        rule: RULES.conditionalEffects,
      });
      return true;
    }
    if ('best' in term) {
      const values = team
        .map((iid) => ({
          iid,
          value: (term.best === 'total'
            ? (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const)
            : typeof term.best === 'string'
              ? [term.best]
              : term.best
          ).reduce((sum, name) => sum + attribute(ctx.state, iid, name), 0),
        }))
        .sort((a, b) => b.value - a.value)
        .slice(0, term.upTo);
      if (values.reduce((sum, entry) => sum + entry.value, 0) <= term.above) continue;
      ctx.emit({
        type: 'RequirementChecked',
        card,
        purpose: 'condition',
        requirement: requirementText(any),
        verdict: 'met',
        group: values.map((entry) => entry.iid),
        missing: [],
        rule: RULES.conditionalEffects,
      });
      return true;
    }
    const matching = team.filter((iid) => matchesFilter(ctx.state, iid, term.filter));
    const need = term.atLeast === 'half' ? Math.ceil(team.length / 2) : term.atLeast;
    if (matching.length >= need && need > 0) {
      ctx.emit({
        type: 'RequirementChecked',
        card,
        purpose: 'condition',
        requirement: requirementText(any),
        verdict: 'met',
        group: matching.slice(0, need),
        missing: [],
        rule: RULES.conditionalEffects,
      });
      return true;
    }
  }
  ctx.emit({
    type: 'RequirementChecked',
    card,
    purpose: 'condition',
    requirement: requirementText(any),
    verdict: 'unmet',
    group: [...team],
    missing: [requirementText(any)],
    rule: RULES.conditionalEffects,
  });
  return false;
}

function requirementText(any: readonly CountTerm[]): string {
  return any.map(describeTerm).join(' OR ');
}

function describeTerm(term: CountTerm): string {
  if ('equipment' in term) {
    const what = [term.equipment.characteristic, ...(term.equipment.titleWords ?? [])].filter(Boolean).join(' or ');
    return `${term.atLeast} ${what}${term.require ? ` + ${term.require}` : ''}${term.discard ? ' (discarded)' : ''}`;
  }
  if ('distinct' in term) return `different personnel with ${term.distinct.map(describeFilter).join('; ')}`;
  if ('shipHere' in term) return `your ship here${term.shipHere.characteristic ? ` with ${term.shipHere.characteristic}` : ''}${term.shipHere.crew ? ` crewed with ${term.shipHere.crew}` : ''}${term.shipHere.team ? ` and ${term.shipHere.team} with the team` : ''}`;
  if (isCountTermC(term)) return `the ${term.count} lowest in ${term.lowest} together below ${term.below}`;
  if ('best' in term) {
    const what = typeof term.best === 'string' ? term.best : term.best.join('+');
    return `${what}>${term.above} from up to ${term.upTo} personnel`;
  }
  if ('require' in term) {
    const base = term.individual ? `one personnel with ${term.require}` : term.require;
    const someone = term.someone ? ` + someone with ${describeFilter(term.someone)}` : '';
    const noOne = term.noOne ? ` + no one with ${describeFilter(term.noOne)}` : '';
    return base + someone + noOne;
  }
  return `${term.atLeast === 'half' ? 'half (round up)' : term.atLeast} personnel each with ${describeFilter(term.filter)}`;
}
