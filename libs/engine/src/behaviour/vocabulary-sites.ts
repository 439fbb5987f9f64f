/**
 * Words for Site cards and the Nors they lie on (issue 15, sites; behaviour/sites.ts). One line each
 * in the unions of vocabulary.ts.
 *   1E DS9 expansion rules › Sites ("Each site indicates which level of the station it belongs to (Ops
 *   Module, Promenade, Habitat Ring or Docking Ring)"; "unique per station"); REPORTING CARDS FOR DUTY
 *   ("Each site lists in its game text what kinds of cards may report to that site"); Ship cards
 *   (docking at a Nor's docking sites); COMMANDEERING A FACILITY (Ops).
 */
import type { PersonnelFilter } from './vocabulary-events2';
import type { SiteMissionReports } from './mission-reports';

/** The levels of a Nor, innermost first: the order the row of sites keeps. */
export const SITE_LEVELS = ['Ops Module', 'Promenade', 'Habitat Ring', 'Docking Ring'] as const;
export type SiteLevel = (typeof SITE_LEVELS)[number];

/** Cards a site lets report there (its controller's: the Nor's). */
export interface SiteReport {
  /** Personnel matching this filter (printed facts). */
  readonly personnel?: PersonnelFilter;
  /** Equipment cards with one of these titles, or whose title has one of these words (PADD). */
  readonly equipmentTitles?: readonly string[];
  readonly equipmentTitleWords?: readonly string[];
  /**
   * Issue 15 (site text): Equipment cards with one of these characteristics, any case ("hand weapons":
   * `hand weapon`; "MEDICAL-related Equipment cards": `MEDICAL-related equipment`, as the card list files them).
   */
  readonly equipmentCharacteristics?: readonly string[];
  /** Issue 15 (site text): Equipment cards showing one of these icons ("[Holo] Equipment cards": `Holo`). */
  readonly equipmentIcons?: readonly string[];
  /** "… regardless of affiliation": no compatibility with the Nor needed. */
  readonly anyAffiliation?: true;
  /** "If unoccupied": only while no card is at the site. */
  readonly ifUnoccupied?: true;
  /** "… ignoring their [GQ] icon": no native quadrant needed. */
  readonly anyQuadrant?: true;
}

/** A docking site: which ships dock (and perhaps report) there, and how many fit. */
export interface SiteDocking {
  /** The most staffing icons a ship docking here may have ("fewer than five" = 4; "no staffing requirements" = 0). */
  readonly maxStaffingIcons: number;
  /** How many ships it holds at once ("Capacity"). */
  readonly capacity: number;
  /** Ships may report for duty here (not at Docking Pylons). */
  readonly shipsReport: boolean;
}

/** `CardBehaviour.site`: what a Site card is (its lower left corner and its reporting text). */
export interface SiteSpec {
  readonly level: SiteLevel;
  /** The Nors it may lie on: any, or those shown with one of these titles ("{Terok Nor} OR {Deep Space 9}"). */
  readonly nors: 'any' | readonly string[];
  /** Only Nors of this quadrant ("Any [MQ] Nor"). */
  readonly quadrant?: 'Mirror';
  readonly reports?: readonly SiteReport[];
  readonly docking?: SiteDocking;
  /** Its Computer Skill personnel, unopposed here, may commandeer the station ("Ops"). */
  readonly commandeer?: true;
  /** Issue 15 (site text): the site does nothing for cards lying on it while its Nor is of one of these affiliations (Ore Processing Unit: no ore processed under Federation or Bajoran control). */
  readonly idleUnder?: readonly string[];
  /** Issue 15 (site text): who may "file a mission report" here (mission-reports.ts: "Matching SECURITY personnel …"). */
  readonly missionReports?: SiteMissionReports;
}

/** `CardBehaviour.missionReport`: File Mission Report — the points a filed report scores (mission-reports.ts). */
export interface MissionReportObjective {
  readonly points: number;
}

/** Target word: a Nor in play the site may be placed on (seeded or played). */
export type SiteTarget =
  | { readonly kind: 'nor' }
  /** A site in play with one of these titles (a card that "plays on {Ops}"). */
  | {
      readonly kind: 'site';
      readonly titles: readonly string[];
      /** Only on a Nor the player controls ("your Nor's {Ops}"). */
      readonly yours?: true;
      /** Or any ship in play ("… or any ship"). */
      readonly orShips?: true;
    };

/**
 * `CardBehaviour.norGuard`: lying on a site, what the card changes about commandeering its Nor
 * (behaviour/commandeering.ts): never (`noCommandeer`), or only by a player whose personnel unopposed at
 * this site meet `commandeerNeeds` (a requirement: "2 Leadership").
 */
export interface NorGuard {
  readonly noCommandeer?: true;
  readonly commandeerNeeds?: string;
}

/** Effects of a card lying on a site (site-cards.ts). */
export type SiteEffect =
  /** One personnel at the site the card lies on, selected at random, is killed unless of this species. */
  | { readonly kind: 'kill-random-here-unless'; readonly unlessSpecies: string }
  /** Issue 15 (site text): the bottom card of the player's discard pile goes beneath their draw deck, or out of play (Process Ore). */
  | { readonly kind: 'bottom-discard-to'; readonly to: 'deck-bottom' | 'out-of-play' };

/**
 * Issue 15 (site text): a start-of-turn condition (turn-starts.ts) on a card lying on a site — the owner
 * controls that Nor, the Nor is at a planet location (`atPlanet`), and the owner has a personnel matching
 * the Nor's affiliation with one of `classifications` unopposed at the site (Process Ore: "a matching
 * ENGINEER or SECURITY personnel unopposed here"); and the site's own `idleUnder` does not name the Nor's
 * affiliation now (the Ore Processing Unit: not while under Federation or Bajoran control).
 */
export interface NorSiteStaffed {
  readonly kind: 'nor-site-staffed';
  readonly classifications: readonly string[];
  readonly atPlanet?: true;
}

/** The words of this file, for the catalogue test. */
/**
 * Issue 15 (helper domir): `CardBehaviour.tableNorGuard` — on its holder's table, while that player has not begun a
 * mission attempt this game (`GameState.attemptedBy`), their Nors of one of `affiliations` may not be commandeered
 * (behaviour/commandeering.ts: Greater Glory of Cardassia).
 */
export interface TableNorGuard {
  readonly affiliations: readonly string[];
}

export const SITE_WORDS: readonly string[] = ['tableNorGuard', 'state:attemptedBy', 'target:nor', 'target:site', 'duration:on-target-nor', 'site', 'norGuard', 'nullifiedWithPresent', 'reportsWhereLying', 'missionReport', 'site.missionReports', 'site.idleUnder'];
