/**
 * Words added for incidents, objectives, equipment and artifacts of later sets (issue 15, incidents
 * pass C). They join CardBehaviour (vocabulary.ts) with one line each; handlers in equipment-grants.ts.
 *   1E rulebook › THE CARDS › SHIPS › Clarifications: List of Special Equipment;
 *   THE CARDS › EQUIPMENT; CLOAK.
 */
import type { CrewNeed } from './equipment-limits';
import type { Effect } from './vocabulary';
import type { HolderIncidents, ShipFilter } from './vocabulary-incidents';
import type { TableCondition } from './table-conditions';

/** Which of your ships an equipment grant reaches: the ship filter, plus its staffing and exceptions. */
export interface GrantShips extends ShipFilter {
  /** `none`: the ship has no staffing requirements; `some`: at least one staffing icon. */
  readonly staffing?: 'none' | 'some';
  /** Not a ship of one of these affiliations, unless it also shows one of `unlessIcons`. */
  readonly notAffiliations?: readonly string[];
  readonly unlessIcons?: readonly string[];
  /** Issue 15 (partials-iob): the ship shows none of these icons ("non-[MQ]"). */
  readonly notIcons?: readonly string[];
  /** Issue 15 (partials-iob): the owner's crew aboard has this skill level between them ("with 2 ENGINEER aboard"; equipment-limits.ts). */
  readonly crewTotal?: CrewNeed;
}

/**
 * Equipment (or an artifact used as equipment) lying aboard its owner's ship gives that ship a piece
 * of special equipment while the ship passes `ships` ("while aboard your ship, that ship has a
 * Cloaking Device"; "Adds Tractor Beam"). Read by `specialEquipment` (ship-equipment.ts), so cloaking,
 * phasing and every card that asks for the equipment see it.
 */
export interface EquipmentGrant {
  readonly equipment: 'Cloaking Device' | 'Phasing Cloak' | 'Tractor Beam';
  readonly ships?: GrantShips;
}

/** Which missions a card may be played on (every field present must hold). */
export interface MissionTargetFilter {
  /** The mission's title is one of these (exactly). */
  readonly titles?: readonly string[];
  /** A mission you seeded (your copy at the location). */
  readonly yours?: boolean;
  /** Issue 15 (helper evq): a mission your opponent seeded (their copy at the location: "an opponent's mission"). */
  readonly opponents?: boolean;
  readonly notHomeworld?: boolean;
  /** Issue 15 (objectives): a homeworld ("seeds or plays on a homeworld"). */
  readonly homeworld?: boolean;
  readonly planet?: boolean;
  /** Issue 15 (objectives): a space mission. */
  readonly space?: boolean;
  /** Its requirements name this skill or classification. */
  readonly requiring?: string;
  /** Its requirements name at least one of these. */
  readonly requiringAny?: readonly string[];
  /** Issue 15 (modes): a mission in a region ("plays on a mission in a region", Strategic Sector). */
  readonly inRegion?: boolean;
  /** Issue 15 (objectives): a mission in one of these regions ("your Badlands or Demilitarized Zone Region mission", For the Cause; one region: Determined to Stay). */
  readonly regions?: readonly string[];
  /** Issue 15 (lead): "showing less than N points" (the printed point box, as `minPoints`). */
  readonly pointsBelow?: number;
  /** Issue 15 (lead): a mission at one of these places (card-facts.ts › missionIsAt: "or on {Qo'noS}"). */
  readonly atPlaces?: readonly string[];
  /** Issue 15 (lead): it passes at least one of these filters too ("your [KLI] mission … (or on {Qo'noS})"). */
  readonly anyOf?: readonly MissionTargetFilter[];
  /** Issue 15 (events of later sets): no mission attempt has begun there yet (`Location.attempted`). */
  readonly unattempted?: boolean;
  /**
   * Issue 15 (helper intr): personnel you control at the location (on the planet, aboard ships or facilities there,
   * unstopped or not) show at least this many different classifications ("personnel with four different
   * classifications there", Preparation).
   */
  readonly yourClassificationsHere?: number;
  /** Issue 15 (seeding): it shows this affiliation icon ("any [FED][P] mission"), or does not (`notAffiliationIcon`: "non-[DOM]"). */
  readonly affiliationIcon?: string;
  readonly notAffiliationIcon?: string;
  /** Issue 15 (borg objectives): "showing at least N points" (the printed point box). */
  readonly minPoints?: number;
  /** Issue 15 (borg objectives): "with a point box". */
  readonly pointBox?: boolean;
  /** Issue 15 (borg objectives): "where an opponent's ship was destroyed": a ship of another player was destroyed in space there (`GameState.shipsDestroyedAt`); or a mission so titled (`orTitles`). */
  readonly opponentShipDestroyed?: boolean;
  readonly orTitles?: readonly string[];
  /** Issue 15 (borg objectives): a face-up card so titled is at the location (on a facility there, atop the mission …: "target {Omega Particle} at your mission"). */
  readonly withCardTitled?: string;
  /** Issue 15 (helper partials): no face-up card so titled is at the location, either player's ("limit one per mission"). */
  readonly withoutCardTitled?: string;
  /** Issue 15 (helper tail3): no face-up card of any of these titles lies atop the mission, either player's ("limit one per mission" over a group of titles). */
  readonly withoutAtopTitled?: readonly string[];
  /** Issue 15 (helper tail1): the player has a facility of this kind there ("Outpost"; "at your mission" where a card plays on your outpost). */
  readonly withYourFacility?: string;
  /** Issue 15 (borg objectives): "unsolved": no player completed it. */
  readonly unsolved?: boolean;
  /** Issue 15 (helper qcau): a mission you completed ("plant on a planet mission you completed", Drought Tree). */
  readonly completedByYou?: boolean;
  /** Issue 15 (borg objectives): "with no [BO] objective on it": no Borg-Only Objective lies on it. */
  readonly noBorgObjective?: boolean;
  /** Issue 15 (borg): you have a counterpart whose affiliation before assimilation is one of its affiliation icons ("your matching counterpart": assimilation.ts). */
  readonly counterpartMatching?: boolean;
  /** Issue 15 (facility downloads): a mission in one of these quadrants ("a mission in Alpha or Delta Quadrant"). */
  readonly quadrants?: readonly string[];
  /**
   * Issue 15 (helper records): "if none of your [Dom] cards have been in that quadrant yet this game": no card of
   * yours matching this filter has been in the mission's quadrant (card-record.ts: seeded, played or moved there).
   */
  readonly noneOfYoursBeenInQuadrant?: import('./vocabulary').CardFilter;
}

export type IncidentCTarget =
  /** A spaceline location whose mission passes the filter (the card is played on that mission: `on-target-mission`). */
  { readonly kind: 'mission'; readonly missions: MissionTargetFilter };

/** Where a table free report may go: your outpost of one of these affiliations, or matching the personnel's affiliation. */
export interface FreeReportPlace {
  readonly outpostOf?: readonly string[];
  readonly matching?: boolean;
  /** Any facility (that accepts the report) at a location of this region. */
  readonly region?: string;
  /** Issue 15 (report): any facility (that accepts the report) where one of your personnel with this skill is aboard ("for free if Cybernetics present"; printed skills). */
  readonly presentSkill?: string;
  /** Issue 15 (helper reports): only to a facility this card marked this turn (effect `open-free-report-there`, free-report-there.ts). */
  readonly marked?: true;
  /**
   * Issue 15 (helper terok): a site of a Nor you control that shows one of these titles and, with `icon`, that icon
   * on its side that is up ("reporting to [KCA] {Mirror Terok Nor}", "aboard {Deep Space 9}": nor-sides.ts).
   */
  readonly nor?: { readonly titles: readonly string[]; readonly icon?: string };
  /** Issue 15 (helper holotos): a universal outpost only ("your matching % outpost"). */
  readonly universal?: true;
  /** Issue 15 (helper tail3): any facility of yours (not only an outpost) showing one of these affiliations ("to your [Baj] facility"). */
  readonly facilityOf?: readonly string[];
  /**
   * Issue 15 (helper timeloc): a place at the location where this card lies — a ship or facility there, or that
   * location's own card when the report goes to it by its text (a time location's natives: missions-reports.ts)
   * ("one of your unique personnel reporting here": Protect the Timeline atop a time location).
   */
  readonly here?: true;
}

export type IncidentCPermit =
  /**
   * On your table: once each turn (per title of this card), one of your personnel the holder filter
   * reaches (printed card), none of `except`, reports for free (1E rulebook › PLAYING "FOR FREE"); with
   * `notInPlay`, only one you do not already have a copy of in play; with `to`, only to such a facility.
   */
  | {
      readonly kind: 'free-report';
      readonly who: HolderIncidents & { readonly classification?: string };
      readonly except?: readonly (HolderIncidents & { readonly classification?: string })[];
      readonly notInPlay?: boolean;
      /** Universal personnel only ([Univ]); with `false` (issue 15, helper reports), unique ones only. */
      readonly universal?: boolean;
      /** Issue 15 (helper reports): an enigma card only (the [Enig] icon, `Card.enigma`). */
      readonly enigma?: true;
      /**
       * Issue 15 (helper reports): the permit's own once-each-turn use, apart from the card's other
       * permits (key `free report:<title>#<slot>`): "play up to one unique, one [Enig], and one % personnel
       * for free" is three permits with three slots.
       */
      readonly slot?: string;
      /** Its lore names one of these (case-insensitive: "U.S.S. Enterprise", "the Circle"). */
      readonly lore?: readonly string[];
      /**
       * Issue 15 (helper turns): its lore names, by exact title (1E rulebook › Clarifications: Named In Lore), a
       * personnel of yours already in play with one of these characteristics ("names in its lore an Alpha-Hirogen
       * you already have in play").
       */
      readonly loreNamesYours?: {
        readonly characteristics?: readonly string[];
        /** Issue 15 (helper tail4): that personnel of yours shows every one of these icons (`KCA`). */
        readonly icons?: readonly string[];
        /** Issue 15 (helper tail4): that personnel is a leader (OFFICER classification or Leadership printed: 1E rulebook › Glossary › leader). */
        readonly leader?: true;
        /** Issue 15 (helper tail4): or that personnel's lore names the reporting card ("who names (or is named by) them in lore"). */
        readonly either?: true;
      };
      readonly to?: FreeReportPlace;
      /** Issue 15 (incidents-f): the permit is for equipment whose game text names this (`MEDICAL`), not for personnel (`who` is then not read). */
      readonly equipmentText?: string;
      /** Issue 15 (incidents-f): the permit is for universal ships of these classes, once per game per class (fleet-growth.ts). */
      readonly shipClasses?: readonly string[];
      /** Issue 15 (events of later sets): the kinds of card it lets report (default: personnel); a ship is matched by `who`'s affiliations and icons only ("one of your [Bor] cards"). */
      readonly types?: readonly ('Personnel' | 'Ship')[];
      /** Issue 15 (events of later sets): only while at least one of these holds for the card's owner ("if all your ships are [Hir] or a [Self] card is in play"). */
      readonly whenAny?: readonly TableCondition[];
      /** Issue 15 (helper reports): not while any of these holds ("nullified if you have a {time location}, {treaty}, or [Non] card in play"). */
      readonly unlessAny?: readonly TableCondition[];
      /**
       * Issue 15 (helper reports): equipment with this word in its title may report for free too, sharing the permit's
       * use ("or an [Equipment] with "Reman" in title"; helper substring: a whole word, card-facts.ts › hasWords).
       */
      readonly equipmentTitleWord?: string;
      /** Issue 15 (helper voyds9): a personnel with at most this many printed skill dots and no special download ("four or fewer [*] (and no DL/)"). */
      readonly dotsAtMost?: number;
      /**
       * Issue 15 (helper dqv): only a personnel sharing a characteristic that begins with `prefix` with one of your
       * personnel in play that has the characteristic `leader` ("another Kazon of his sect": `{ leader: 'Maje', prefix: 'Kazon-' }`).
       */
      readonly sameGroupAs?: { readonly leader: string; readonly prefix: string };
    }
  /**
   * Lying on a mission: your personnel the holder filter reaches (printed card) may attempt it, as if
   * they matched its affiliation icons (1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT:
   * "unless a card says otherwise").
   */
  | {
      readonly kind: 'attempt-here';
      readonly who: HolderIncidents & { readonly classification?: string };
      /** Issue 15 (helper objectives): only once the owner has solved a mission at another location ("if you have completed a different mission"; objective-ship-terms.ts). */
      readonly ifSolvedAnother?: true;
    };

export type IncidentCEffect =
  /**
   * Run by a `mission-completed` trigger: only when the card's owner solved the mission, with a
   * personnel the holder filter reaches in the solving team (`by`), and the mission shows at least
   * `count` affiliation icons other than `except` (`icons`): the nested effects.
   */
  {
    readonly kind: 'if-you-solved-here';
    readonly by?: HolderIncidents & { readonly classification?: string };
    readonly icons?: { readonly count: number; readonly except: string };
    /** Issue 15 (events of later sets): only while no ship of the opponent is at the mission's location. */
    readonly noOpposingShipHere?: boolean;
    readonly then: readonly Effect[];
  };

/**
 * Armor: the opponent's ATTACK must be more than `hit` times the ship's DEFENSE to score a hit, and more
 * than `direct` times to score a direct hit (1E rulebook › BATTLE › SHIP BATTLE › 5. Open Fire: once and
 * twice). Equipment aboard its owner's ship reaches that ship (`ships` filter); a card on its owner's
 * table reaches each of the owner's ships the filter passes, in one of `regions` when given.
 */
export interface Armor {
  readonly hit: number;
  readonly direct: number;
  readonly ships?: GrantShips;
  readonly regions?: readonly string[];
}

export type IncidentCRestriction =
  /**
   * While the card is in play (anywhere, face up): each player may play only one card with one of these
   * titles each turn ("each player is limited to one Brain Drain OR one Going to the Top every turn").
   */
  { readonly kind: 'one-of-titles-each-turn'; readonly titles: readonly string[] };
