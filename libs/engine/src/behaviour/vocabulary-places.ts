/**
 * Issue 15 (Premiere, places): words for cards that make places — a location inserted into the
 * spaceline (Gaps in Normal Space). Joined to the shared unions in vocabulary.ts with one line each.
 */

export type PlacesTarget =
  /**
   * A spaceline location holding a mission whose neighbour toward the far end of the line (the next
   * location) holds a mission too: the card goes between the two (written by the first of the pair).
   */
  { readonly kind: 'between-missions' };

export type PlacesEffect =
  /** This card becomes a location of its own, inserted after the target location, with this span (its RANGE cost to enter). */
  | { readonly kind: 'insert-as-location'; readonly span: number }
  /** One personnel aboard the target ship (any player's), chosen at random, is killed. */
  | { readonly kind: 'kill-random-aboard-target' };

/** The words above as the catalogue test reads them (behaviour/catalogue.spec.ts › KNOWN). */
export const PLACES_WORDS: readonly string[] = ['target:between-missions'];
