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
 * affiliation icon": every given condition holds — a mission in a region ("at a Neutral Zone Region
 * mission"), or next to one too ("in (or adjacent to) the Nekrit Expanse Region"); a mission with one
 * of these affiliation icons ("a [VID] or [NON] mission"); a space mission; a mission with no
 * affiliation icons — or one of `anyOf`. Read by `checkOutpostSite` (seeding.ts).
 */
export interface OutpostSite {
  readonly region?: string;
  readonly adjacent?: boolean;
  readonly icons?: readonly string[];
  readonly space?: boolean;
  readonly noIcons?: boolean;
  /** At the mission (or homeworld) this names ("at {Terran Hideout}"). */
  readonly missionAt?: string;
  /** Where no headquarters stands ("if no {headquarters} there"). */
  readonly noHeadquarters?: boolean;
  /** Where an outpost of its affiliation may stand by the usual rule (a mission with its affiliation icon). */
  readonly usual?: boolean;
  readonly anyOf?: readonly OutpostSite[];
  /** Issue 15 (sites): not in this region (a Nor: "except a Bajor Region location"). */
  readonly notRegion?: string;
}
