/**
 * Issue 15: the words added for facilities' own text (joined to the shared unions of vocabulary.ts).
 *   1E rulebook › THE CARDS › FACILITIES; THE SEED PHASES › FACILITY PHASE.
 */

/**
 * The ENGINEER an outpost is built where you have, when its text names one other than "of its
 * affiliation": with an icon ("[KCA] ENGINEER"), of an affiliation and icon ("[Sta][TE] ENGINEER"),
 * or of a species ("Klaestron ENGINEER").
 */
export interface EngineerFilter {
  readonly affiliation?: string;
  readonly icon?: string;
  readonly characteristic?: string;
}

/**
 * Where an outpost seeds or is built when its text names the place instead of "a mission with its
 * affiliation icon": a mission in a region ("at a Neutral Zone Region mission"), or next to one too
 * ("in (or adjacent to) the Nekrit Expanse Region"). Read by `checkOutpostSite` (seeding.ts).
 */
export interface OutpostSite {
  readonly region: string;
  readonly adjacent?: boolean;
}
