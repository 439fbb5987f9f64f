/**
 * Issue 15 (response abilities): an ability of a card in play used as a valid response — inside the
 * player's own response window, like an interrupt played there (Amanda Rogers: Protector, an event
 * on the table, nullifies an interrupt just played). The ability is an `ActivateCard` like any other
 * (vocabulary-activations.ts); its window names the action it answers. Carried out by
 * response-abilities.ts.
 *   1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses › When
 *   Responses Happen (a response follows the action it answers, before that action resolves).
 */

/** The window an ability is used in: the player's own response window after that kind of action. */
export interface ResponseAbilityWindow {
  readonly kind: 'response';
  /** A card just played from hand, or a dilemma just encountered (the window's card is the one answered). */
  readonly to: 'card-played' | 'dilemma-encountered';
}

/** Effects for a response ability. */
export type ResponseAbilityEffect =
  /**
   * The target, a card just played, is nullified and goes atop its owner's draw deck instead of the
   * discard pile — only while the acting player holds a card in hand when `ifYouHoldCards` (else the
   * discard pile, as `nullify-target`).
   */
  { readonly kind: 'nullify-target-atop-deck'; readonly ifYouHoldCards?: true };

/** For the catalogue test and the README. */
export const RESPONSE_ABILITY_WORDS: readonly string[] = ['effect:nullify-target-atop-deck'];
