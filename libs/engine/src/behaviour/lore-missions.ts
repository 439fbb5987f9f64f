/**
 * Issue 15 (shorts): a play condition on the missions a player seeded — "if you seeded two or more
 * missions with '23rd century' in lore" (To Boldly Go). The missions a player seeded are the mission
 * cards of the spaceline they own (1E rulebook › SEEDING › MISSIONS: each player seeds their own).
 * Joined to PlayCondition (vocabulary-events.ts) and checked in play.ts › checkScriptedPlay.
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import type { CardBehaviour } from './vocabulary';

export type LoreMissionsCondition =
  /** `player` owns at least `atLeast` mission cards on the spaceline whose lore contains `phrase` (case aside). */
  { readonly kind: 'you-seeded-missions-with-lore'; readonly phrase: string; readonly atLeast: number };

/** How many missions on the spaceline `player` owns whose lore has `phrase`. */
export function seededMissionsWithLore(state: GameState, player: PlayerId, phrase: string): number {
  const wanted = phrase.toLowerCase();
  return Object.values(state.locations)
    .flatMap((location) => location.missions)
    .filter((iid) => state.cards[iid]?.owner === player && (bp(state, iid).lore ?? '').toLowerCase().includes(wanted)).length;
}

/** The `you-seeded-missions-with-lore` play conditions of `behaviour`. */
export function checkLoreMissionConditions(state: GameState, player: PlayerId, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? []) {
    if (condition.kind !== 'you-seeded-missions-with-lore') continue;
    if (seededMissionsWithLore(state, player, condition.phrase) < condition.atLeast)
      return problem('PLAY_CONDITION', `${behaviour.title} needs ${condition.atLeast} missions of yours with "${condition.phrase}" in lore`, RULES.cardEffects);
  }
  return null;
}

/** For the catalogue test and the README. */
export const LORE_MISSION_WORDS: readonly string[] = ['condition:you-seeded-missions-with-lore'];
