/**
 * Issue 15 (shorts): a personnel changed for a while by an interrupt that is discarded at once —
 * "until the end of that dilemma" (while facing a dilemma) or "for the rest of the turn". Read by
 * lasting-changes.ts; `memberOf` (attempt/requirements.ts) applies the change.
 */
import type { PersonnelFilter } from './vocabulary-events2';

export type LastingChangeTarget =
  /**
   * One of your personnel in the team facing the dilemma just encountered (your own attempt, in a
   * `dilemma-encountered` window), matching `filter`. With `discardFromHand`: also a personnel card in
   * your hand matching it, written `personnel>handCard` (the card is discarded as the effect resolves).
   * With `opponentShip`: also an opponent's ship in play with their personnel aboard, written
   * `personnel>ship`. With `teamHas`: only while someone in the facing team has that skill.
   */
  | { readonly kind: 'your-personnel-facing-dilemma'; readonly filter?: PersonnelFilter; readonly discardFromHand?: PersonnelFilter; readonly opponentShip?: true; readonly teamHas?: string }
  /** A personnel in play (`whose`: yours or anyone's) matching `filter` on which no face-up card of these titles lies ("not wearing …"). */
  | { readonly kind: 'personnel-not-bearing'; readonly whose: 'yours' | 'any'; readonly filter?: PersonnelFilter; readonly titles: readonly string[] }
  /**
   * One of your personnel in play matching `receiver` and `count` personnel of one discard pile (either
   * player's), written `receiver>a+b`: any such set is valid; the offers are one set per pile and receiver.
   */
  | { readonly kind: 'your-personnel-and-discarded-personnel'; readonly receiver?: PersonnelFilter; readonly count: number };

/**
 * What changes: all three attributes by `attributes`; all skills, the classification, or the first-listed
 * skill lost; `addsRandomAboard`: the printed skills and attributes of one of the opponent's personnel
 * aboard the ship of a `personnel>ship` target, picked at random as the effect resolves, are added.
 */
export interface LastingChange {
  readonly addsRandomAboard?: true;
  readonly attributes?: number;
  readonly losesSkills?: true;
  readonly losesClassification?: true;
  readonly losesFirstSkill?: true;
}

export type LastingChangeEffect =
  /**
   * The target personnel (`who: 'target'`), or every personnel present with it matching `filter`
   * (`who: 'present-with-target'`, the target included when it matches), is changed until the dilemma
   * being encountered ends (`until: 'dilemma-ends'`) or until the end of this turn (`'turn-ends'`).
   * Copies of one title count once per personnel (1E rulebook › THE CUMULATIVE RULE).
   */
  | { readonly kind: 'lasting-change'; readonly until: 'dilemma-ends' | 'turn-ends'; readonly who: 'target' | 'present-with-target'; readonly filter?: PersonnelFilter; readonly change: LastingChange }
  /** The hand card of a `personnel>handCard` target goes to your discard pile. */
  | { readonly kind: 'discard-chosen-hand-card' }
  /**
   * The discard-pile personnel of a `receiver>a+b` target are placed out of play and their printed
   * attributes are added to the receiver until the end of this turn.
   */
  | { readonly kind: 'discarded-attributes-to-receiver' };

/** For the catalogue test and the README. */
export const LASTING_CHANGE_WORDS: readonly string[] = ['target:your-personnel-facing-dilemma', 'target:personnel-not-bearing', 'effect:lasting-change', 'effect:discard-chosen-hand-card', 'target:your-personnel-and-discarded-personnel', 'effect:discarded-attributes-to-receiver'];
