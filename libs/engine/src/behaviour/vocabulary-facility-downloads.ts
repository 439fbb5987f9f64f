/**
 * Issue 15 (facility downloads): a card lying atop a mission whose owner, on solving that mission, may
 * download a facility or an artifact "here" — with, as part of that download, further cards ("plus one
 * {Ketracel-White}", "plus up to two Equipment cards") — and which is then discarded (Subjugate Planet,
 * Establish Trade Route, GIVE ME GENESIS!). Joined to `CardBehaviour` (vocabulary.ts) with one line;
 * carried out by facility-downloads.ts through the solver's held `mission-solved` window and
 * `SpecialDownload { source: the card atop, icon: 0 the main card, 1 a companion }`.
 *   1E rulebook › DOWNLOADING › Clarifications: Downloading (a facility downloaded meets every
 *   requirement for building it there; artifacts only when a card permits it); › Clarifications:
 *   Invalid Downloads; ATTEMPT A MISSION › SOLVING THE MISSION; THE CARDS › ARTIFACTS.
 */
import type { DownloadFilter } from './vocabulary-downloads';
import type { PersonnelFilter } from './vocabulary-events2';
import type { MissionTargetFilter } from './vocabulary-incidents-c';

export interface SolvedHereDownload {
  /** The card downloaded (one): a facility (built here, by the building rules), an artifact used as equipment, or a personnel, ship or equipment placed here. */
  readonly main: DownloadFilter;
  /**
   * Cards downloaded with it (only once it is downloaded, in the same window): up to `max` cards the filter
   * matches, each placed here like an equipment (on the planet, or aboard your ship or facility here);
   * `different`: no two of one title.
   */
  readonly plus?: {
    readonly filter: DownloadFilter;
    readonly max: number;
    readonly different?: boolean;
    /** Issue 15 (places): no two of the cards downloaded (the main card included) share an affiliation ("two [Films] personnel of different affiliations"). */
    readonly differentAffiliations?: true;
  };
  /**
   * The card's text names the place ("here"), so a facility's own place rule (an outpost at a mission
   * with its affiliation icon) is not asked; its native quadrant, no homeworld, one facility of yours per
   * location, its ENGINEER and uniqueness still are.
   */
  readonly here?: true;
  /** Only when the solving personnel include at least `atLeast` the filter matches ("if your Dominion personnel complete that mission"). */
  readonly solvedBy?: { readonly filter: PersonnelFilter; readonly atLeast: number };
  /** Issue 15 (helper objs): not when its owner earned a seed card matching this filter at the location ("if you did not earn an [Artifact] here"; card-record.ts › earnedAt). */
  readonly unlessEarnedHere?: import('./vocabulary').CardFilter;
  /** The card is discarded when its owner's window after the solve closes (whether or not they downloaded). */
  readonly thenDiscard?: true;
  /** As it is discarded, its owner scores these points (the objective's point box: "score points (discard objective)"). */
  readonly thenScore?: number;
  /**
   * Issue 15 (helper records): "you may complete this objective only once in each quadrant": no download and no
   * points once another copy of its owner scored lying on a mission of this quadrant (card-record.ts).
   */
  readonly oncePerQuadrant?: true;
}

/**
 * A facility to download by a card's effect or ability ("once per game, you may download {Remote Supply
 * Depot} and up to two Equipment cards to a [DOM] Alpha Quadrant mission where your [Dom] ENGINEER
 * present"): the first copy of each facility the filter matches (draw deck, then hand) with a location
 * where it may be built (build-sites.ts) — written `facility@location`, then, with `plus`, up to `max`
 * further cards each with the place here it goes: `facility@L1+equipment>aboard:facility+…` (the planet
 * surface, aboard your ship or facility there, or aboard the facility downloaded). Offered: the facility
 * at each location alone, and with each companion aboard it; any valid set may be named.
 */
export interface FacilityDownloadTarget {
  readonly kind: 'facility-to-download';
  readonly filter: DownloadFilter;
  /** Of one of these kinds (Outpost, Headquarters, Station). */
  readonly facilityKinds?: readonly string[];
  /** Only at a mission this passes (the card names the kind of place). */
  readonly at?: MissionTargetFilter;
  /** "if you have a matching ENGINEER at an appropriate location": one of its affiliations there, whatever its own build text asks. */
  readonly matchingEngineer?: true;
  readonly plus?: { readonly filter: DownloadFilter; readonly max: number };
}

/** The facility (and its companions) of a `facility-to-download` target enter play; if any is no longer available or placeable, the whole download is invalid. */
export type FacilityDownloadEffect = { readonly kind: 'download-facility-target' };

/** For the catalogue test: the words above. */
export const FACILITY_DOWNLOAD_WORDS: readonly string[] = ['solved-here-download', 'solved-here-download:different-affiliations', 'solved-here-download:unless-earned-here', 'target:facility-to-download', 'effect:download-facility-target'];
