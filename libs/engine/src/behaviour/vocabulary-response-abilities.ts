/**
 * Issue 15 (response abilities): an ability of a card in play used as a valid response — inside the
 * player's own response window, like an interrupt played there (Amanda Rogers: Protector, an event
 * on the table, nullifies an interrupt just played). The ability is an `ActivateCard` like any other
 * (vocabulary-activations.ts); its window names the action it answers. Carried out by
 * response-abilities.ts.
 *   1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses › When
 *   Responses Happen (a response follows the action it answers, before that action resolves).
 */
import type { CardFilter } from './vocabulary';

/** The window an ability is used in: the player's own response window after that kind of action. */
export interface ResponseAbilityWindow {
  readonly kind: 'response';
  /**
   * A card just played from hand, or a dilemma just encountered (the window's card is the one answered);
   * issue 15 (table-responses): a battle just initiated or just ended (the battle's own window, its
   * card the battle's; `by`: the attacker — battle-table-responses.ts); issue 15 (partials-iob): a
   * mission just solved (`target`: the attempting ship — solved-by-crew.ts); issue 15 (helper tail1): the start of a
   * mission attempt (attempt-windows.ts; attempt-start-downloads.ts).
   */
  readonly to: 'card-played' | 'dilemma-encountered' | 'battle-initiated' | 'battle-ended' | 'mission-solved' | 'personnel-assimilated' | 'turn-ending' | 'ship-damaged' | 'combat-pairing' | 'facility-commandeered' | 'personnel-captured' | 'attempt-began' | 'personnel-killed';
  /** Only when the opponent took the action answered ("a dilemma your opponent just revealed"); issue 15 (lead): `you` — only your own ("at the end of each of your turns"). */
  readonly by?: 'opponent' | 'you';
}

/** Targets for a response ability. */
export type ResponseAbilityTarget =
  /**
   * The dilemma just revealed in the window (matching `filter`), alone or with a replacement
   * (`dilemma>replacement`): a dilemma of one of `kinds` ('space' [S], 'planet' [P]) in the player's
   * draw deck or hand, downloaded and seeded where the nullified one was (the first copy of each title).
   */
  | { readonly kind: 'revealed-dilemma-and-replacement'; readonly filter?: CardFilter; readonly kinds: readonly ('space' | 'planet')[] }
  /**
   * `count` cards of the opponent's discard pile (`c1+c2+…`; all of them when fewer), while the top
   * response window is the opponent's card just played with one of `titles` (the card itself apart).
   * Offered once (the card it targets first, then from the top of the pile); any such set is valid.
   */
  | { readonly kind: 'opponent-discards-on-just-played'; readonly titles: readonly string[]; readonly count: number };

/** Effects for a response ability. */
export type ResponseAbilityEffect =
  /**
   * The target, a card just played, is nullified and goes atop its owner's draw deck instead of the
   * discard pile — only while the acting player holds a card in hand when `ifYouHoldCards` (else the
   * discard pile, as `nullify-target`).
   */
  | { readonly kind: 'nullify-target-atop-deck'; readonly ifYouHoldCards?: true }
  /**
   * The dilemma of a `revealed-dilemma-and-replacement` target is nullified (out of play, the attempt
   * goes on); the replacement, when named, is seeded face down beneath the mission as its next seed
   * card, and the draw deck shuffled (a download).
   */
  | { readonly kind: 'nullify-and-seed-replacement' }
  /** The chosen cards (a `c1+c2` target) are placed out of play. */
  | { readonly kind: 'chosen-out-of-play' };

/** For the catalogue test and the README. */
export const RESPONSE_ABILITY_WORDS: readonly string[] = ['effect:nullify-target-atop-deck', 'effect:nullify-and-seed-replacement', 'target:revealed-dilemma-and-replacement', 'target:opponent-discards-on-just-played', 'effect:chosen-out-of-play'];
