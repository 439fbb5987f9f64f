/**
 * Issue 15 (helper random): "cause a random selection present to be cancelled and re-selected" (Change
 * of Heart, Team of Ambassadors). The word joins `Permit` (vocabulary.ts) with one line; it is read in
 * its owner's hand by behaviour/random-selection.ts › selectAtRandom.
 *   1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION.
 */
export type ReselectPermit = {
  /**
   * In its owner's hand: when a random selection that hurts them picks one of their cards, and an
   * unstopped personnel of theirs with every one of `skills` is present (where the candidates are), the
   * engine plays this interrupt for them and the selection is cancelled and made again.
   */
  readonly kind: 'reselects-random-selection';
  readonly skills: readonly string[];
};

/** For the catalogue test (behaviour/catalogue.spec.ts). */
export const RANDOM_SELECTION_WORDS: readonly string[] = ['permit:reselects-random-selection'];
