/**
 * Issue 15, personnel third pass (helper personnel-c): the effect word the personnel of ha, borg,
 * tmp, fc, qc, roa, ds9, twt, dom and mm still needed (handlers: verbs-personnel-c.ts).
 *
 * `download-titled-here` — "when reported, may download {A} and {B} (if not in play)": each title in
 * turn, the first copy in its owner's draw deck (else hand) is downloaded to the place of the card
 * whose effect this is (with it: its crew, facility or Away Team; 1E rulebook › DOWNLOADING: a
 * downloaded card is played as its type is, here where the source is). Skipped when a card of that
 * title is in play (either player's, `ifNotInPlay`), when none is found, or when the download would
 * break uniqueness or a card forbidding downloads. The card names each card it downloads, so the
 * one-personnel-download-each-turn limit does not stop the second (the card's text over the rule).
 */
export type PersonnelCEffect = {
  readonly kind: 'download-titled-here';
  readonly titles: readonly string[];
  readonly ifNotInPlay?: boolean;
};

/** For the catalogue test: the words above. */
export const PERSONNEL_C_WORDS = { effects: ['download-titled-here'] } as const;
