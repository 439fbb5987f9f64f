/**
 * Issue 15 (added-requirements): a card in play that adds a requirement to each set of requirements
 * of the dilemmas named on it (Shades of Gray: Cruelty adds two Exobiology). "Each set": every
 * alternative of an OR gets the addition; conditions, requirements to get past, cures and nullifiers
 * alike (the one hook: requirement-doublers.ts › requirementFor). Several copies or cards add up.
 *   1E rulebook › ATTEMPT A MISSION › CONDITIONAL EFFECTS; DILEMMAS › CURES; THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES (lasting effects while in play).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { parseRequirement, type RequirementExpression } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import { tableIndex } from '../table-index';
import type { GameState } from '../types';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export interface AddsToRequirements {
  /** The dilemmas (titles) whose every set of requirements gets `add` while the card is face up in play. */
  readonly titles: readonly string[];
  /** The requirement added, in requirement text (`Exobiology x2`). */
  readonly add: string;
}

const hasAddsToRequirements: BlueprintTest = (b) => b.addsToRequirements;
function sourceBlueprints(state: GameState): ReadonlySet<string> {
  return blueprintsWhere(state, hasAddsToRequirements);
}

/** The additions (requirement texts) that cards face up in play make to `dilemma`'s requirements, one per card. */
export function requirementAdditions(state: GameState, dilemma: string): string[] {
  const ids = sourceBlueprints(state);
  if (ids.size === 0 || !state.cards[dilemma]) return [];
  const title = blueprintOf(state, dilemma).title;
  return tableIndex(state)
    .inPlay.filter((instance) => instance.faceUp && ids.has(instance.blueprint))
    .map((instance) => behaviourOf(instance.blueprint)!.addsToRequirements!)
    .filter((rule) => rule.titles.includes(title))
    .map((rule) => rule.add);
}

function joined(left: RequirementExpression, right: RequirementExpression): RequirementExpression {
  const parts = (expression: RequirementExpression) => (expression.kind === 'all' ? expression.of : [expression]);
  return { kind: 'all', of: [...parts(left), ...parts(right)] };
}

/** The expression with `added` joined to each alternative (each set of requirements). */
const parsed = new Map<string, RequirementExpression>();
function parsedOnce(text: string): RequirementExpression {
  let found = parsed.get(text);
  if (!found) {
    const result = parseRequirement(text);
    if (!result.expression || result.rest.trim() !== '') throw new Error(`requirement does not parse: ${text}`);
    parsed.set(text, (found = result.expression));
  }
  return found;
}

export function withAddition(expression: RequirementExpression, added: string): RequirementExpression {
  const extra = parsedOnce(added);
  if (expression.kind === 'any') return { kind: 'any', of: expression.of.map((alternative) => joined(alternative, extra)) };
  return joined(expression, extra);
}
