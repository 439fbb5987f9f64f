/**
 * Words for affiliation and control changes (issue 15, premiere-control). Joined to the behaviour
 * model by one line in vocabulary.ts; the mechanism is behaviour/control-changes.ts.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; REPORTING FOR DUTY › COMPATIBLE
 *   (Exception: Non-Aligned compatibility).
 */

/** Which personnel a change reaches: any of these characteristics (species, keywords), or any of these titles. */
export interface ControlHolder {
  readonly characteristics?: readonly string[];
  readonly titles?: readonly string[];
  /**
   * Issue 15 (helper partials): also a card with one of these in title or lore ("with 'Think Tank' in title or lore"),
   * as whole words, case ignored (helper substring: card-facts.ts › hasWords; was a substring, `titleOrLore`).
   */
  readonly titleOrLoreWords?: readonly string[];
  /** Issue 15 (helper partials): ships are reached too ("your personnel and ships with …"), by `titles` / `titleOrLoreWords`. */
  readonly ships?: true;
  /** Issue 15 (helper domir): facilities are reached too, by `titles` / `characteristics` ("your [Non] Son'a cards": Son'a Observatory). */
  readonly facilities?: true;
}

/**
 * While this card lies face up on a table, the personnel `to` reaches (anyone's, anywhere) have no
 * affiliation of their own: they are `becomes` personnel instead (e.g. Non-Aligned).
 */
export interface AffiliationLoss {
  readonly to: ControlHolder;
  readonly becomes: string;
  /**
   * Issue 15 (helper partials): only the cards of the changing card's owner ("your personnel … become [Vid]"),
   * and the change holds also while the card lies atop a mission (Think Tank Assistance on Vidiia), not only on a table.
   */
  readonly yours?: true;
}

export type ControlTarget =
  /** Any ship in play (anyone's) with this affiliation (as the rules see it now: control-changes.ts). */
  { readonly kind: 'ship-of-affiliation'; readonly affiliation: string };

export type ControlEffect =
  /**
   * Unless the target ship's crew meets `unless` (requirement grammar), you control the ship and its
   * owner's cards aboard until the end of this turn: you use them as your own (fly, beam, attempt,
   * battle); then they return to their owner's control, wherever they are.
   */
  { readonly kind: 'take-ship-and-crew-this-turn'; readonly unless?: string };

/** The words other than effects, for the catalogue test. */
export const CONTROL_WORDS: readonly string[] = ['target:ship-of-affiliation'];
