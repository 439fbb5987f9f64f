/**
 * Issue 15 (shorts): a card from hand paid to report a personnel from your discard pile for duty
 * (A Second Chance at Life). Read by discard-reports.ts.
 */
import type { CardFilter } from './vocabulary';

export type DiscardReportTarget =
  /**
   * A card in your hand matching `hand` (not this card), a personnel of your discard pile matching
   * `discard` that may report now (uniqueness), and a facility of yours it may report to, written
   * `handCard>personnel>facility` (1E rulebook › REPORTING FOR DUTY).
   */
  { readonly kind: 'hand-card-to-report-from-discard'; readonly hand: CardFilter; readonly discard: CardFilter };

export type DiscardReportEffect =
  /** The hand card of that target goes to your discard pile; then the personnel reports for duty at the facility (no further card play used). */
  { readonly kind: 'report-from-discard-for-hand-card' };

/** For the catalogue test and the README. */
export const DISCARD_REPORT_WORDS: readonly string[] = ['target:hand-card-to-report-from-discard', 'effect:report-from-discard-for-hand-card'];
