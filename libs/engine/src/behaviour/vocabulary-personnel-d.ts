/**
 * Issue 15, personnel pass (helper personnel-d): words for personnel actions (`UseCard`, see
 * vocabulary-personnel-actions.ts) the first pass did not carry — "may exchange for a [Maq]
 * personnel in your discard pile": a personnel card in its owner's discard pile (`card-in-discard`)
 * takes the acting personnel's place, and the acting personnel goes to the discard pile
 * (`exchange-with-discard-target`). Handlers: behaviour/personnel-actions-d.ts.
 *   1E rulebook › THE CARDS (a card's text overrides the rules); MISCELLANEOUS RULES › CONTROL AND
 *   OWNERSHIP (the exchanged card stays with its owner).
 */
import type { PersonnelHolder } from './vocabulary-personnel';

/**
 * A personnel card in the acting personnel's owner's discard pile that `filter` reaches; `leader`:
 * with Leadership or OFFICER printed (skill or classification; 1E rulebook › SKILLS › OFFICER AND
 * LEADERSHIP: "LEADER").
 */
export type PersonnelDTarget = { readonly kind: 'card-in-discard'; readonly filter: PersonnelHolder; readonly leader?: boolean };

/**
 * The target (in the discard pile) takes the acting personnel's place (same zone, face up, stopped
 * as it was); the acting personnel goes to its owner's discard pile. A unique target a copy of
 * which (or of its persona) is already in play is no valid target (personnel-actions-d.ts).
 */
export type PersonnelDEffect = { readonly kind: 'exchange-with-discard-target' };

/** For the catalogue test: the words above. */
export const PERSONNEL_D_WORDS = { targets: ['card-in-discard'], effects: ['exchange-with-discard-target'] } as const;
