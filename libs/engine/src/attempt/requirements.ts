/**
 * Requirement checks for mission attempts, dilemmas and cures: the cards lib's requirement AST and
 * evaluator over the group present, with the dilemma modifiers in play (1E rulebook › ATTEMPT A
 * MISSION › SOLVING THE MISSION; ENCOUNTERING DILEMMAS › Conditional effects).
 */
import { contenderCharacteristics } from '../behaviour/contender';
import { evaluateRequirement, groupMemberFromCard, parseRequirement, requirementVerdict, type Card, type GroupMember, type RequirementExpression } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import { applyModifiers } from '../behaviour/modifiers';
import { withConditionalSkills } from '../behaviour/personnel-conditions';
import { shipSkills } from '../behaviour/ship-equipment';
import { dilemmaDef } from '../dilemmas';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { Z } from '../zones';
import { dilemmaAttributes } from './ongoing-a';
import { equipmentMember } from '../behaviour/equipment-members';
import { withHiveSkills } from '../behaviour/hive-skills';
import { withConsumedSkills } from '../behaviour/consumed-skills';
import { helpersStopped, requirementNow } from '../behaviour/requirement-doublers';
import { withCopiedSkills } from '../behaviour/skill-copies';
import { withShiftedAttributes } from '../behaviour/attribute-shifts';
import { withLastingChanges } from '../behaviour/lasting-changes';
import { substitutionAftermath, withSubstitutes, type Aftermath } from '../behaviour/skill-substitutions';
import { withStoredCopies } from '../behaviour/stored-copies';
import { poolingBarred } from '../behaviour/group-quarantines';

const parsed = new Map<string, RequirementExpression>();
export function requirement(text: string): RequirementExpression {
  let found = parsed.get(text);
  if (!found) {
    const result = parseRequirement(text);
    if (!result.expression || result.rest.trim() !== '') throw new Error(`requirement does not parse: ${text}`);
    found = result.expression;
    parsed.set(text, found);
  }
  return found;
}

function nonMonotone(expression: RequirementExpression): boolean {
  if (expression.kind === 'all' || expression.kind === 'any') return expression.of.some(nonMonotone);
  return expression.kind === 'absent' || (expression.kind === 'attribute' && (expression.comparator === '<' || expression.comparator === '<='));
}

/**
 * Can some group chosen from `ids` meet the requirement? The player picks who contributes (1E
 * rulebook › ATTEMPT A MISSION › SOLVING THE MISSION › Clarification: Mission Points: excess
 * personnel need not apply skills). Pooled skills and attribute totals only grow with the group,
 * so the whole group decides, except for terms that more personnel can spoil (`no X`, `<`):
 * then subsets are searched (groups up to 12). When the group as it is falls short, the forms cards in
 * play let the player choose are tried (`substitutes`; behaviour/skill-substitutions.ts), and a result
 * met that way names any `aftermath` (who is then stopped or dies).
 */
export function meetGroup(
  state: GameState,
  expression: RequirementExpression,
  ids: readonly string[],
  substitutes = true,
): { verdict: 'met' | 'unmet' | 'undecidable'; group: string[]; missing: readonly string[]; aftermath?: readonly Aftermath[] } {
  // Issue 15 (helper partials): a group that may not pool skills meets it only through one of its members alone (behaviour/group-quarantines.ts: Blood Screening).
  if (poolingBarred(state, ids)) return meetAlone(state, expression, ids, substitutes);
  return meetPooled(state, expression, ids, substitutes);
}

/** One member of `ids` meeting the requirement alone: the first that does; else the group's shortfall. */
function meetAlone(state: GameState, expression: RequirementExpression, ids: readonly string[], substitutes: boolean): ReturnType<typeof meetPooled> {
  let undecidable = false;
  for (const iid of ids) {
    const alone = meetPooled(state, expression, [iid], substitutes);
    if (alone.verdict === 'met') return alone;
    if (alone.verdict === 'undecidable') undecidable = true;
  }
  const whole = meetPooled(state, expression, ids, false);
  return { verdict: undecidable ? 'undecidable' : 'unmet', group: [...ids], missing: whole.verdict === 'met' ? ['one personnel alone (no pooling of skills)'] : whole.missing };
}

function meetPooled(
  state: GameState,
  expression: RequirementExpression,
  ids: readonly string[],
  substitutes: boolean,
): { verdict: 'met' | 'unmet' | 'undecidable'; group: string[]; missing: readonly string[]; aftermath?: readonly Aftermath[] } {
  const members = ids.map((iid) => memberOf(state, iid));
  const result = meetMembers(expression, ids, members);
  if (result.verdict === 'met' || !substitutes) return result;
  // Issue 15 (skills): a card may let one skill or attribute stand in for another (behaviour/skill-substitutions.ts).
  return withSubstitutes(state, ids, members, (chosen) => meetMembers(expression, ids, chosen), result.missing) ?? result;
}

function meetMembers(
  expression: RequirementExpression,
  ids: readonly string[],
  members: readonly GroupMember[],
): { verdict: 'met' | 'unmet' | 'undecidable'; group: string[]; missing: readonly string[] } {
  const whole = evaluateRequirement(expression, members);
  if (whole.verdict === 'met' || !nonMonotone(expression) || ids.length > 12) return { verdict: whole.verdict, group: [...ids], missing: whole.missing };
  for (let mask = (1 << ids.length) - 2; mask > 0; mask -= 1) {
    const chosen = members.filter((_, index) => mask & (1 << index));
    if (requirementVerdict(expression, chosen) === 'met') return { verdict: 'met', group: ids.filter((_, index) => mask & (1 << index)), missing: [] };
  }
  return { verdict: whole.verdict, group: [...ids], missing: whole.missing };
}

/** Card definitions are immutable: the printed member is made once per definition. */
const printedMembers = new WeakMap<Card, GroupMember>();
function printedMember(card: Card): GroupMember {
  let member = printedMembers.get(card);
  if (!member) printedMembers.set(card, (member = groupMemberFromCard(card)));
  return member;
}

/**
 * The evaluator's view of a card in play: the one function every requirement check reads, with the
 * continuous modifiers in play (equipment present: behaviour/modifiers.ts) and the dilemmas' ongoing
 * effects applied.
 */
export function memberOf(state: GameState, iid: string): GroupMember {
  const card = bp(state, iid);
  // Issue 15: a ship with regular skills as special equipment lends them to its crew (presentWithEquipment, teams.ts).
  if (card.type === 'Ship') return { title: card.title, skills: shipSkills(state, iid).map((name) => ({ name, level: 1 })), integrity: 0, cunning: 0, strength: 0, characteristics: card.characteristics };
  // Issue 15 (incidents-d): equipment with attributes and skills of its own (behaviour/equipment-members.ts).
  if (card.type !== 'Personnel' || !card.personnel) return equipmentMember(card) ?? { title: card.title, skills: [], integrity: 0, cunning: 0, strength: 0, characteristics: card.characteristics };
  // Issue 15 (personnel): conditional skills whose condition holds on the table (behaviour/personnel-conditions.ts).
  let member = applyModifiers(state, iid, withConditionalSkills(state, iid, card, printedMember(card)));
  const changedBy = new Set<string>();
  for (const entry of Object.values(state.ongoing)) {
    const rules = dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing;
    if (!rules) continue;
    // Not cumulative: one copy of a title changes the attributes (1E rulebook › MISCELLANEOUS RULES › THE CUMULATIVE RULE).
    if (rules.attributes && !changedBy.has(state.cards[entry.dilemma]!.blueprint)) {
      const changed = dilemmaAttributes(state, iid, entry, rules, member);
      if (changed !== member) changedBy.add(state.cards[entry.dilemma]!.blueprint);
      member = changed;
    }
    if (rules.hostNoSkills && entry.host === iid) member = { ...member, skills: [], classification: '' };
    if (rules.firstSkillLost && state.cards[iid]!.zone === Z.aboard(entry.host)) member = { ...member, skills: member.skills.slice(1) };
  }
  // Issue 15 (skill-copies): skills a personnel copied until the end of the turn (behaviour/skill-copies.ts).
  member = withShiftedAttributes(state, iid, withCopiedSkills(state, iid, member));
  // Issue 15 (shorts): changes until the end of a dilemma or of the turn (behaviour/lasting-changes.ts).
  member = withLastingChanges(state, iid, member);
  // Issue 15 (helper borgobj): skills gained from a completed objective (behaviour/consumed-skills.ts: Consume: Technology).
  member = withConsumedSkills(state, iid, member);
  // Issue 15 (lead): the Contender's titles (behaviour/contender.ts: Admiral, Emperor or Empress).
  if (state.contenders) {
    const titles = contenderCharacteristics(state, iid);
    if (titles.length) member = { ...member, characteristics: [...(member.characteristics ?? []), ...titles] };
  }
  // Issue 15 (helper outside): copies of the personnel stored on a card of their owner's (behaviour/stored-copies.ts: Bluegills).
  member = withStoredCopies(state, iid, member);
  // Issue 15 (borg): a Borg hive shares its regular skills (behaviour/hive-skills.ts).
  return withHiveSkills(state, iid, member, (other) => memberOf(state, other));
}

export function checkRequirement(ctx: Ctx, card: string, purpose: 'condition' | 'cure' | 'nullifier' | 'trigger', text: string, ids: readonly string[], individual = false): boolean {
  // Issue 15 (responses pool, added-requirements): cards in play may double a dilemma's skill requirements or add to them (behaviour/requirement-doublers.ts › requirementNow).
  const { expression, note } = requirementNow(ctx.state, card, requirement(text));
  // A substitution is the player's choice: never made to set off a dilemma's trigger (behaviour/skill-substitutions.ts).
  const substitutes = purpose !== 'trigger';
  let result: { verdict: 'met' | 'unmet' | 'undecidable'; group: string[]; missing: readonly string[]; aftermath?: readonly Aftermath[] };
  if (individual) {
    let found: ReturnType<typeof meetGroup> | undefined;
    const who = ids.find((iid) => (found = meetGroup(ctx.state, expression, [iid], substitutes)).verdict === 'met');
    result = who ? { verdict: 'met', group: [who], missing: [], ...(found?.aftermath ? { aftermath: found.aftermath } : {}) } : { verdict: 'unmet', group: [...ids], missing: [text] };
  } else result = meetGroup(ctx.state, expression, ids, substitutes);
  ctx.emit({
    type: 'RequirementChecked',
    card,
    purpose,
    requirement: `${individual ? `one personnel with ${text}` : text}${note}`,
    verdict: result.verdict,
    group: result.group,
    missing: result.missing,
    rule: purpose === 'cure' ? RULES.cures : purpose === 'nullifier' ? RULES.nullifiers : RULES.conditionalEffects,
  });
  // Issue 15 (skills): those who met it as if someone else are stopped or die (behaviour/skill-substitutions.ts).
  if (result.verdict === 'met' && result.aftermath) substitutionAftermath(ctx, result.aftermath);
  // Issue 15 (added-requirements): Shades of Gray: Anguish stops the personnel who helped (behaviour/requirement-doublers.ts › helpersStopped).
  if (result.verdict === 'met' && purpose !== 'trigger' && helpersStopped(ctx.state, card)) {
    for (const iid of fewestHelpers(ctx.state, expression, result.group)) {
      if (!ctx.state.cards[iid]!.stopped) ctx.emit({ type: 'CardStopped', card: iid, rule: `${RULES.stopped}; ${RULES.cardEffects}` });
    }
  }
  return result.verdict === 'met';
}

/**
 * The personnel who help meet a requirement the group meets: the player would offer no one more
 * than needed, so each member is left out in turn while the rest still meet it (a minimal group,
 * in group order; ships and equipment lend skills but are not the personnel stopped).
 */
function fewestHelpers(state: GameState, expression: RequirementExpression, group: readonly string[]): string[] {
  let helpers = [...group];
  for (const iid of group) {
    const without = helpers.filter((other) => other !== iid);
    if (meetGroup(state, expression, without).verdict === 'met') helpers = without;
  }
  return helpers.filter((iid) => bp(state, iid).type === 'Personnel');
}
