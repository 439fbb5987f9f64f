/**
 * Issue 15 (helper history): a card in play that raises every printed number of the dilemmas it names
 * (Shades of Gray: Despair adds 1). The card field `addsToPrintedNumbers` (`titles`, `add`). While it lies face
 * up in play, each of those dilemmas reads its numbers raised:
 *   - requirements (conditions, requirements to get past, cures, nullifiers: the one hook,
 *     requirement-doublers.ts › requirementNow): every count printed as a number (a count of 2 or more; a
 *     skill named alone, like the Biology of "2 MEDICAL and Biology", carries no printed number) and every
 *     attribute threshold;
 *   - the number of personnel a step selects (attempt/dilemma-effects.ts, pick and act steps);
 *   - a countdown as the dilemma is placed (attempt/dilemma-effects.ts › place);
 *   - attributes the dilemma sets (`ongoing.attributes.set`: attempt/ongoing-a.ts › dilemmaAttributes);
 *   - the RANGE a `rangeDrain` dilemma takes each turn, and the RANGE at which the ship is destroyed
 *     ("reduced to 0" reads "reduced to 1": attempt/ongoing.ts).
 * Titles match whole titles, so a Combo dilemma whose title joins two names is never matched ("except Combo
 * dilemmas"). Several such cards are not cumulative: the largest addition counts (1E rulebook › MISCELLANEOUS
 * RULES › THE CUMULATIVE RULE).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play); ATTEMPT A MISSION
 *   › CONDITIONAL EFFECTS; DILEMMAS › CURES; END OF TURN › COUNTDOWNS.
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import type { RequirementExpression } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import { tableIndex } from '../table-index';
import type { GameState } from '../types';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { behaviourOf } from './registry';

export interface AddsToPrintedNumbers {
  /** The dilemmas (whole titles) whose printed numbers are raised while the card is face up in play. */
  readonly titles: readonly string[];
  /** How much each printed number is raised. */
  readonly add: number;
}

/** For the catalogue test and the README. */
export const PRINTED_NUMBER_WORDS: readonly string[] = ['field:addsToPrintedNumbers'];

const hasAddsToPrintedNumbers: BlueprintTest = (b) => b.addsToPrintedNumbers;

/** How much the printed numbers of the dilemma `dilemma` (a card instance) are raised now: 0 when no card names it. */
export function printedNumberBonus(state: GameState, dilemma: string): number {
  const ids = blueprintsWhere(state, hasAddsToPrintedNumbers);
  if (ids.size === 0 || !state.cards[dilemma]) return 0;
  const title = blueprintOf(state, dilemma).title;
  let bonus = 0;
  for (const instance of tableIndex(state).inPlay) {
    if (!instance.faceUp || !ids.has(instance.blueprint)) continue;
    const rule = behaviourOf(instance.blueprint)!.addsToPrintedNumbers!;
    if (rule.titles.includes(title)) bonus = Math.max(bonus, rule.add);
  }
  return bonus;
}

/** The expression with every printed count (2 or more) and every attribute threshold raised by `add`. */
export function raisedNumbers(expression: RequirementExpression, add: number): RequirementExpression {
  if (add === 0) return expression;
  switch (expression.kind) {
    case 'all':
    case 'any':
      return { kind: expression.kind, of: expression.of.map((part) => raisedNumbers(part, add)) };
    case 'skill':
    case 'skill-family':
    case 'named':
    case 'icon-holders':
    case 'characteristic':
      return expression.count >= 2 ? { ...expression, count: expression.count + add } : expression;
    case 'attribute':
      return { ...expression, value: expression.value + add };
    default:
      return expression;
  }
}

/** A step's selector with its number of personnel raised (a fixed count only). */
export function raisedSelector<S extends object>(state: GameState, dilemma: string, selector: S): S {
  const add = printedNumberBonus(state, dilemma);
  const count = (selector as { readonly count?: unknown }).count;
  return add > 0 && typeof count === 'number' ? { ...selector, count: count + add } : selector;
}
