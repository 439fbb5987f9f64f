/**
 * Issue 15 (modes): a card's player chooses how to play it, and may decline what its text says they
 * "may" do. Two small mechanisms, read by behaviour/modes.ts:
 *   - `PlayCard.mode`: the index of the way of playing it (0: the card's own `play`, n: `modes[n-1]`)
 *     when several fit the moment ("… OR …"); omitted, the first that fits (as before).
 *   - `PlayCard.decline`: the player declines every `may` part of the chosen way (decided when the card
 *     is played, carried by its response window to the resolution).
 * 1E rulebook › GLOSSARY › "May" (optional) / THE CARDS › EVENTS, INTERRUPTS: the card's text.
 */
import type { Effect } from './vocabulary';

/** Cards in play a condition counts: all of the given fields must hold. */
export interface InPlayFilter {
  readonly types?: readonly string[];
  /** One of these affiliations ('Non-Aligned' for [Non]). */
  readonly affiliations?: readonly string[];
  /** Shows every one of these icons (codes: 'OS', 'KCA', …). */
  readonly icons?: readonly string[];
}

export type ModesEffect =
  /** "You may …": the nested effects happen unless the player declined them (`PlayCard.decline`, `EndTurn.decline`). */
  | { readonly kind: 'may'; readonly effects: readonly Effect[] }
  /** The bottom `count` cards of these types in your discard pile (the first placed there) are shuffled into your draw deck. */
  | {
      readonly kind: 'shuffle-bottom-discards-into-draw';
      readonly count: number;
      readonly types: readonly string[];
    }
  /** You draw one card per `per` missions in the target location's region, plus `plusIfNoFacility` when you have no facility there. */
  | {
      readonly kind: 'draw-per-region-missions';
      readonly per: number;
      readonly plusIfNoFacility: number;
    }
  /** Every stopped personnel of yours in play with this characteristic that shares an affiliation with the target (read even once it has left play) is unstopped. */
  | { readonly kind: 'unstop-yours-like-target'; readonly characteristic: string }
  /**
   * When you have no face-up card in play matching `filter` (and not matching `except`), the effects in `then` follow:
   * "if you do not have a [Non] card in play", "if all of your personnel and ships in play are [OS]".
   */
  | {
      readonly kind: 'if-none-in-play';
      readonly filter: InPlayFilter;
      readonly except?: InPlayFilter;
      readonly then: readonly Effect[];
    };
