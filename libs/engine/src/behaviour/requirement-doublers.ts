/**
 * Issue 15 (responses pool): a card in play that doubles the skill requirements of dilemmas named on
 * it — every skill count in their conditions, requirements to get past and cures ("Doubles skill
 * requirements of each …": Shades of Gray: Brutality). `CardBehaviour.doublesSkillRequirements`,
 * read where a dilemma's requirement is checked (attempt/requirements.ts › checkRequirement,
 * attempt/cures.ts › curable). Attributes are not skills: they stay as printed.
 *   1E rulebook › ATTEMPT A MISSION › CONDITIONAL EFFECTS; DILEMMAS › CURES; THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES (lasting effects while in play).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import type { RequirementExpression } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import { tableIndex } from '../table-index';
import type { GameState } from '../types';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { requirementAdditions, withAddition } from './requirement-additions';
import { printedNumberBonus, raisedNumbers } from './printed-numbers';

export interface DoublesSkillRequirements {
  /** The dilemmas (titles) whose skill requirements are doubled while the card is face up in play. */
  readonly titles: readonly string[];
  /** Personnel who help meet those (doubled) requirements are stopped (Shades of Gray: Anguish). */
  readonly stopsHelpers?: boolean;
}

const hasDoublesSkillRequirements: BlueprintTest = (b) => b.doublesSkillRequirements;
function sourceBlueprints(state: GameState): ReadonlySet<string> {
  return blueprintsWhere(state, hasDoublesSkillRequirements);
}

/** Whether a card face up in play doubles the skill requirements of `dilemma` (a card instance). */
export function skillRequirementsDoubled(state: GameState, dilemma: string): boolean {
  const ids = sourceBlueprints(state);
  if (ids.size === 0 || !state.cards[dilemma]) return false;
  const title = blueprintOf(state, dilemma).title;
  return tableIndex(state).inPlay.some((instance) => instance.faceUp && ids.has(instance.blueprint) && behaviourOf(instance.blueprint)!.doublesSkillRequirements!.titles.includes(title));
}

/** Whether a card face up in play stops the personnel who help meet `dilemma`'s requirements. */
export function helpersStopped(state: GameState, dilemma: string): boolean {
  const ids = sourceBlueprints(state);
  if (ids.size === 0 || !state.cards[dilemma]) return false;
  const title = blueprintOf(state, dilemma).title;
  return tableIndex(state).inPlay.some((instance) => {
    const rule = instance.faceUp && ids.has(instance.blueprint) ? behaviourOf(instance.blueprint)!.doublesSkillRequirements! : undefined;
    return rule?.stopsHelpers === true && rule.titles.includes(title);
  });
}

/** The expression with every skill count doubled. */
export function doubledSkills(expression: RequirementExpression): RequirementExpression {
  switch (expression.kind) {
    case 'all':
    case 'any':
      return { kind: expression.kind, of: expression.of.map(doubledSkills) };
    case 'skill':
    case 'skill-family':
      return { ...expression, count: expression.count * 2 };
    default:
      return expression;
  }
}

/**
 * The requirement as it stands for `dilemma` now, and a note saying what changed it: doubled skills
 * while such a card is in play, then each addition made by cards in play (requirement-additions.ts).
 */
export function requirementNow(state: GameState, dilemma: string, expression: RequirementExpression): { expression: RequirementExpression; note: string } {
  // Issue 15 (helper history): printed numbers raised first (printed-numbers.ts: Shades of Gray: Despair).
  const raised = printedNumberBonus(state, dilemma);
  const doubled = skillRequirementsDoubled(state, dilemma);
  let result = raisedNumbers(expression, raised);
  if (doubled) result = doubledSkills(result);
  const additions = requirementAdditions(state, dilemma);
  for (const added of additions) result = withAddition(result, added);
  const notes = [...(raised ? [`printed numbers +${raised}`] : []), ...(doubled ? ['skills doubled'] : []), ...additions.map((added) => `${added} added to each set`)];
  return { expression: result, note: notes.length ? ` (${notes.join('; ')})` : '' };
}

/** The requirement as it stands for `dilemma` now. */
export function requirementFor(state: GameState, dilemma: string, expression: RequirementExpression): RequirementExpression {
  return requirementNow(state, dilemma, expression).expression;
}
