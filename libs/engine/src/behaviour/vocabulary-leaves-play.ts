/**
 * Issue 15 (personnel): "when he leaves play, may download {X}" (Mr. Brunt, Mr. Nog, Mr. Quark,
 * Mr. Rom; Curzon Odo: "{Odo} and/or {Jadzia Dax}"). `leavesPlayDownloads` lists the titles; as the
 * personnel leaves play — killed, discarded or destroyed, the ways `leavePlay` carries out (1E rulebook ›
 * GETTING HURT) — its owner downloads each title in turn (1E rulebook › DOWNLOADING: the first copy in
 * the draw deck, else the hand; the deck reshuffled) to the place it left (its crew, facility or Away
 * Team), after it has left, so a version of its own persona may come (1E rulebook › DUPLICATION AND
 * PERSONAS). Decisions: the "may" is always used (a replacement is always wanted); no download when
 * the place is gone (its ship destroyed with it) or when the card cannot be downloaded there (uniqueness,
 * a card forbidding downloads); the card names what it downloads, so the one-personnel-download-each-turn
 * limit does not stop it. Handled in behaviour/leaves-play.ts.
 */

/** For the README and the catalogue: the word above. */
export const LEAVES_PLAY_WORDS = { leavesPlayDownloads: ['titles'] } as const;
