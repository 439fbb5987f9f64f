/**
 * Issue 15 (events-d): a card whose one effect downloads several personnel at once ("downloads two
 * [Univ] Bajoran OFFICER, SECURITY or Resistance personnel", "downloads one [Com] drone, one [Nav]
 * drone and one [Def] drone"), and a card after which its player draws no more cards that turn.
 * They join the unions of vocabulary.ts with one line each; handlers in group-downloads.ts and
 * no-card-draws.ts.
 *   1E rulebook › DOWNLOADING (normal reporting when the card names no place: Clarifications:
 *   Downloading, "Wall of Ships or Activate Subcommands … are normal reports"); › Clarifications:
 *   Invalid Downloads ("if any of the targets cannot be found, the entire download is invalid");
 *   › General Quarters: The Personnel Download Limit (several personnel downloaded as one action
 *   are allowed: the Ferengi Conference example); PLAYING A CARD › "draw no cards this turn".
 */
import type { PersonnelFilter } from './vocabulary-events2';

export type GroupDownloadTarget =
  /**
   * One personnel for each of `slots` (each card matches its own slot), found in your draw deck or
   * hand, each with the facility it reports to, written `c1>f1+c2>f2` (normal reporting). Offered:
   * the first cards found for the slots in order, each to the first facility it may report to; any
   * other valid set may be named.
   */
  { readonly kind: 'personnel-group-to-download'; readonly slots: readonly PersonnelFilter[] };

export type GroupDownloadEffect =
  /** The personnel of a `personnel-group-to-download` target all report, as one download; if any is no longer available the whole download is invalid. */
  | { readonly kind: 'download-group' }
  /**
   * Its player (or, with `who: 'opponent'`, the opponent) draws no more cards this turn: card-effect
   * draws and the end-of-turn draw are skipped — only the end-of-turn ("regular") draw with `regularOnly`.
   */
  | { readonly kind: 'no-card-draws-this-turn'; readonly who?: 'you' | 'opponent'; readonly regularOnly?: boolean };

/** For the catalogue test: the words above. */
export const GROUP_DOWNLOAD_WORDS: readonly string[] = ['target:personnel-group-to-download'];
