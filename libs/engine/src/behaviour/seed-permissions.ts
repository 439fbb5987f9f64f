/**
 * Issue 15 (events-d): a card that plays on the table and may also be seeded there when its text
 * names a card you have in play ("may be seeded if you have {Klaestron Outpost} in play"): the word
 * `seedsIf` (CardBehaviour), read by `checkSeedOnTable` (seeding.ts, the facility phase, one step
 * like a facility) and the seed offers of legalCommands.
 *   1E rulebook › THE SEED PHASES › Clarification: Seed Phase Actions (cards that seed must seed in
 *   the facility phase unless they say otherwise); the card's own text.
 */
import type { Card } from '@captains-log/cards';
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { behaviourOf } from './registry';
import { isTitled } from '../card-facts';

/** "May be seeded if you have {title} in play": the card may seed on the table while its owner has a card so titled in play. */
export interface SeedsIf {
  readonly inPlay: string;
}

/** Whether the card's script lets it seed on the table (under a condition). */
export function seedsOnTableIf(card: Card): boolean {
  return behaviourOf(card.id)?.seedsIf !== undefined;
}

/** Why the card may not seed now under its `seedsIf`, or null (none, or it holds). */
export function seedsIfProblem(state: GameState, player: PlayerId, card: Card): Problem | null {
  const rule = behaviourOf(card.id)?.seedsIf;
  if (!rule) return null;
  const held = (tableIndex(state).inPlayBy[player] ?? []).some((instance) => isTitled(bp(state, instance.iid), rule.inPlay));
  return held ? null : problem('SEED_CONDITION', `${card.title} may seed only while you have ${rule.inPlay} in play`, RULES.seedPhaseActions);
}
