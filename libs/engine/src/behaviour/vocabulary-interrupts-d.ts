/**
 * Words added for the interrupts of later sets, interrupts-d pass (issue 15). They join the unions
 * of vocabulary.ts with one line each; handlers and target rules live in interrupts-d.ts (a word
 * without a handler does not compile).
 *   1E rulebook › DOWNLOADING (search the draw deck and hand; "even from your discard pile" adds the
 *   discard pile); DUPLICATION AND PERSONAS (uniqueness still applies to the card coming in);
 *   MISCELLANEOUS RULES › RANDOM SELECTION; THE PLAY PHASE › DRAW CARDS.
 */
import type { PersonnelFilter } from './vocabulary-events2';

/** Where the personnel taking the place of another comes from. */
export type ReplaceSource =
  /** Downloaded: your draw deck, then your hand (1E rulebook › DOWNLOADING). */
  | 'download'
  /** Downloaded "even from your discard pile": your draw deck, hand and discard pile. */
  | 'download-or-discard'
  /** From your hand, not a download (an exchange). */
  | 'hand';

export type InterruptsDTarget =
  /**
   * One of your personnel in play matching `outgoing`, and a personnel matching `incoming` from
   * `from` that takes its place (written `incoming>outgoing`; the first copy of each title is
   * offered). `differentTitle`: the incoming personnel has another title ("a different Founder").
   */
  {
    readonly kind: 'personnel-to-replace';
    readonly outgoing: PersonnelFilter;
    readonly incoming: PersonnelFilter;
    readonly from: ReplaceSource;
    readonly differentTitle?: boolean;
  };

export type InterruptsDEffect =
  /**
   * The outgoing personnel of a `personnel-to-replace` target leaves play (to its owner's discard
   * pile, or hand with `outgoingTo: 'hand'`), and the incoming one enters play where it was (same
   * ship, facility or planet surface), unstopped: downloaded (`download`), else moved from your hand.
   */
  | { readonly kind: 'replace-personnel'; readonly outgoingTo: 'discard' | 'hand'; readonly download: boolean }
  /** You draw as many cards from the bottom of your draw deck as were chosen (a `cards-in-your-hand` target: discarded first). */
  | { readonly kind: 'draw-bottom-per-chosen' }
  /** One personnel matching `filter` on the planet surface at the target location (anyone's), picked at random, is killed. */
  | { readonly kind: 'kill-random-on-planet'; readonly filter: PersonnelFilter };

/** The words of this pass the catalogue test cannot read from a handler table. */
export const INTERRUPTS_D_WORDS: readonly string[] = ['target:personnel-to-replace'];
