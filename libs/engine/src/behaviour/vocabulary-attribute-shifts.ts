/**
 * Issue 15 (skill-copies): a personnel's attributes shifted until the end of the turn — one lowered,
 * another raised (Cortical Node Implant's "regulate implants"). Read by attribute-shifts.ts.
 */

export type AttributeShiftTarget =
  /** `FROM>TO`: two different personnel attributes (INTEGRITY, CUNNING, STRENGTH), the first lowered, the second raised. */
  { readonly kind: 'attribute-pair' };

export type AttributeShiftEffect =
  /** The personnel this card lies on: the target's FROM attribute −`amount`, its TO attribute +`amount`, until the end of this turn. */
  | { readonly kind: 'shift-host-attributes-until-end-of-turn'; readonly amount: number }
  /** Issue 15 (lead): the effect's target personnel has every attribute +`amount` until the end of this turn (Get It Done). */
  | { readonly kind: 'raise-target-attributes-until-end-of-turn'; readonly amount: number };

export type AttributeShiftCondition =
  /** The personnel this card lies on is present with a face-up card of one of these titles (same crew, Away Team or facility). */
  { readonly kind: 'host-present-with'; readonly titles: readonly string[] };

/** For the catalogue test and the README. */
export const ATTRIBUTE_SHIFT_WORDS: readonly string[] = ['target:attribute-pair', 'effect:shift-host-attributes-until-end-of-turn', 'effect:raise-target-attributes-until-end-of-turn', 'ability-condition:host-present-with'];
