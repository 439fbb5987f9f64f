/**
 * Words for self-controlling cards (issue 15, premiere-control): cards that, once in play, are
 * controlled by neither player and attack or move on their own — a roaming ship (Borg Ship) and a
 * boarding group lying on a ship (Rogue Borg Mercenaries, Crosis) — and the cards that answer them
 * (Hugh). They join the unions of vocabulary.ts with one line each; the mechanism is
 * behaviour/self-controlled.ts, the facts self-controlled-facts.ts.
 *   1E rulebook › STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS (neither player controls them; they act
 *   at the end of every turn, attack every eligible target at their location at once, move their full
 *   RANGE toward the far end of the spaceline, need 1 RANGE to leave it; they return fire against
 *   every attacker; not ships for cards that affect ships); BATTLE › PERSONNEL BATTLE (a group of
 *   nothing but Rogue Borg may fight a personnel battle); Current Rulings › Defend Homeworld (Borg
 *   Ship and Rogue Borg are self-controlling).
 */

/** What a self-controlling card is and does (CardBehaviour.selfControlled). */
export type SelfControlled =
  /**
   * Lies on a ship as a member of a boarding `group` (its own title words, e.g. 'Rogue Borg'): every
   * member of the group on one ship has STRENGTH equal to the number of members there, times the
   * greatest `factor` of a member there (not cumulative); the group fights the ship's crew in a
   * personnel battle when `battlesOnArrival` and at the start of every turn (both players'); members
   * killed are discarded, the survivors stay.
   */
  | { readonly kind: 'boarding-group'; readonly group: string; readonly factor?: number; readonly battlesOnArrival?: boolean }
  /**
   * A card that sails the spaceline on its own (its numbers are written here: the card list does not
   * give a dilemma ship attributes): at the end of every turn it attacks every ship at its location,
   * then moves its RANGE toward the far end of the spaceline (leaving play off the end); destroyed in
   * battle, it is worth `points` to the player whose ships destroyed it.
   */
  | { readonly kind: 'roaming-ship'; readonly range: number; readonly weapons: number; readonly shields: number; readonly points: number };

export type SelfControlledTarget =
  /** Any ship in play with at least one personnel aboard. */
  | { readonly kind: 'occupied-ship' }
  /** A ship on which members of this boarding group lie. */
  | { readonly kind: 'ship-with-group'; readonly group: string }
  /** A spaceline location where members of this boarding group lie (on a ship there). */
  | { readonly kind: 'location-with-group'; readonly group: string }
  /** A roaming self-controlling card in play with one of these titles. */
  | { readonly kind: 'roaming-card'; readonly titles: readonly string[] };

export type SelfControlledEffect =
  /** This card, just placed on the target ship, and the rest of its boarding group there battle the ship's crew now. */
  | { readonly kind: 'group-battles-crew' }
  /** Every member of this boarding group at the target location is discarded. */
  | { readonly kind: 'discard-group-here'; readonly group: string }
  /** The target roaming card does not attack for the rest of this turn (it still moves). */
  | { readonly kind: 'halt-roaming-attack' };

/** The hook of a dilemma that enters play as a roaming self-controlling card (dilemma-steps.ts › HookName). */
export const SELF_CONTROLLED_HOOK = 'self-controlled-arrives' as const;

/** The words other than effects (effects are known by their handlers), for the catalogue test. */
export const SELF_CONTROLLED_WORDS: readonly string[] = ['target:occupied-ship', 'target:ship-with-group', 'target:location-with-group', 'target:roaming-card'];
