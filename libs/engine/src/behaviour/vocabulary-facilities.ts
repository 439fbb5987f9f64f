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
