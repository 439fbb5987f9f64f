/**
 * Issue 15: the words added for ships' special equipment and ship text (behaviour/ship-equipment.ts,
 * verbs-ships.ts), spread into the shared unions of vocabulary.ts.
 *   1E rulebook › CLOAK; THE CARDS › SHIPS.
 */
import type { ShipAttribute } from './vocabulary-events';

export type ShipTarget =
  /** A cloaked ship in play (not a phased one), when you have at least `yourShipsAtLeast` ships in play. */
  { readonly kind: 'cloaked-ship'; readonly yourShipsAtLeast?: number };

export type ShipEffect =
  /** The target ship decloaks and may not cloak again this turn. */
  { readonly kind: 'decloak-target' };

/** Where a ship's own attribute bonus applies: its location's quadrant or region, or while it is phased. */
export interface ShipWhere {
  readonly quadrant?: string;
  readonly region?: string;
  readonly phased?: boolean;
  /** At a location within any region ("in a region"). */
  readonly inRegion?: boolean;
  /** At a location with a mission of this kind ("at a [P] mission"; a dual mission is both). */
  readonly missionKind?: 'planet' | 'space';
  /** At the location of the mission (or homeworld) this names ("at {Earth}"). */
  readonly missionAt?: string;
  /** At a mission with this affiliation icon ("At [CAR]"). */
  readonly missionIcon?: string;
}

/** The ship owner's personnel aboard that a bonus counts: of this affiliation, with all these icons, with this characteristic. */
export interface AboardFilter {
  readonly affiliation?: string;
  readonly icons?: readonly string[];
  readonly characteristic?: string;
  /** Its lore names this ("has \"U.S.S. Equinox\" in lore"). */
  readonly loreIncludes?: string;
  /** A universal card. */
  readonly universal?: boolean;
  /** Matches one of these (and the other fields). */
  readonly anyOf?: readonly AboardFilter[];
}

/** The opposing card a battle bonus is against: of an affiliation, with an icon, or a ship of a class. */
export interface VersusFilter {
  readonly affiliation?: string;
  readonly icon?: string;
  readonly shipClass?: string;
}

/** Other ships at the ship's location a bonus counts: the owner's or the opponent's, of an affiliation, staffed. */
export interface ShipsHereFilter {
  readonly whose: 'yours' | 'opposing';
  readonly affiliation?: string;
  readonly staffed?: boolean;
}

export type ShipSelfModifier =
  /**
   * The ship's own attributes change by `delta` while the condition holds (a ship card's own text);
   * with `aboard`, per matching personnel aboard (`per: 'each'`, up to `limit`), once if any is aboard,
   * or once if every personnel of the owner aboard matches (`per: 'all'`, at least one aboard);
   * with `shipsHere`, per other matching ship at its location.
   */
  {
    readonly kind: 'own-attribute';
    readonly attributes: readonly ShipAttribute[];
    readonly delta: number;
    readonly where?: ShipWhere;
    readonly aboard?: { readonly filter: AboardFilter; readonly per: 'each' | 'any' | 'all'; readonly limit?: number };
    readonly shipsHere?: ShipsHereFilter;
    /** Only in a ship battle against such a card ("WEAPONS +3 vs. [Kli]"): read by the battle, not by `shipAttribute`. */
    readonly versus?: VersusFilter;
    /**
     * While your ship of this title is in play too ("If your {I.K.C. Rotarran} in play, both are RANGE
     * +1"): the bonus applies to this ship and to that one (verbs-ships.ts, partnerBonus).
     */
    readonly partner?: string;
    /** Only for a flight that stays within one region ("X=4 if moving within a region"): read by the flight, not by `shipAttribute`. */
    readonly movingWithinRegion?: boolean;
  };

/** The cards a ship lets its owner report aboard: of a type, affiliation, characteristic, icon, title start, lore; or one of `anyOf`. */
export interface ReportAboardFilter {
  readonly type?: 'Personnel' | 'Equipment' | 'Ship';
  /** A card of this title. */
  readonly title?: string;
  /** A unique card (not universal). */
  readonly unique?: boolean;
  readonly affiliation?: string;
  readonly characteristic?: string;
  readonly icon?: string;
  readonly titleStarts?: string;
  readonly loreIncludes?: string;
  /** Issue 15 (ships, pass E): a personnel of this classification ("V.I.P."), a card with this property logo ("Nem"). */
  readonly classification?: string;
  readonly property?: string;
  /** Issue 15 (helper finish): a card native to this quadrant (card-facts.ts › nativeQuadrant: no quadrant icon is Alpha). */
  readonly nativeQuadrant?: string;
  /** Issue 15 (helper tail7): not a card of these titles ("except other Warships"). */
  readonly exceptTitles?: readonly string[];
  readonly anyOf?: readonly ReportAboardFilter[];
}

export type ShipPermit =
  /** Lying atop a planet mission: holograms may exist there, activated (behaviour/holograms.ts). */
  | { readonly kind: 'holograms-exist' }
  /** A ship in play: its owner's matching personnel and equipment may report for duty aboard it (behaviour/report-aboard.ts). */
  | {
      readonly kind: 'report-aboard';
      readonly filter: ReportAboardFilter;
      readonly free?: 'always' | 'once-per-turn';
      /** Issue 15 (ships, pass E): free only while one of its owner's personnel aboard shows this icon ("if a [Def] personnel"). */
      readonly freeWhileAboardIcon?: string;
    }
  /** A facility or ship in play: matching cards report to it for free (always, or one card once each turn) (behaviour/free-reports.ts, placeFreeReport). */
  | {
      readonly kind: 'free-report-here';
      readonly filter: ReportAboardFilter;
      readonly oncePerTurn?: boolean;
      /**
       * Issue 15 (lead): on a card lying on a facility — free only for a ship whose matching commander is one of the
       * owner's facility commanders aboard the facility, once per game per facility commander (You Know I'd Like to Help;
       * free-reports.ts › placeFreeReport, facility-commanders.ts).
       */
      readonly commanderShip?: true;
    }
  /**
   * Issue 15 (helper finish): a card face up in its owner's play: their cards matching `who` may use the owner's facility titled
   * `place` as if they matched its own `free-report-here` ("may use Central Command as if Cardassian Guls"), spending that same
   * use (behaviour/free-reports.ts › placeFreeReport).
   */
  | { readonly kind: 'free-report-here-as'; readonly place: string; readonly who: ReportAboardFilter }
  /** A ship in play: every hologram at its location is deactivated (behaviour/holograms.ts). */
  | { readonly kind: 'holograms-deactivated-here' }
  /** A ship: while cloaked it may initiate battle (and, cloaked, it still may not be fired upon) (battle/battle.ts). */
  | { readonly kind: 'battle-while-cloaked' }
  /** A ship in hand: it may report for duty (in space) at such a location besides a facility (behaviour/report-aboard.ts). */
  | { readonly kind: 'report-at'; readonly where: ReportAtPlace }
  /** A ship: it is also staffed by this staffing alternative ("May be fully staffed by {Borg Queen}": `{Borg Queen}`) (behaviour/staffing.ts). */
  | { readonly kind: 'staffed-by'; readonly alternative: string }
  /** A facility: it has a Holodeck (holograms aboard it are activated: behaviour/holograms.ts). */
  | { readonly kind: 'has-holodeck' }
  /** A facility: it has no transporters (nothing beams with them; a ship's transporters still beam to or from it) (play.ts, checkBeamRoute). */
  | { readonly kind: 'no-transporters' }
  /** A facility: aligned cards (of an affiliation other than Non-Aligned) may not report for duty here (play.ts, checkReportingPlace). */
  | { readonly kind: 'no-aligned-reporting' }
  /** Issue 15 (ships, pass E): a ship — this special equipment of its is off line while any of its attributes is below its printed value (behaviour/ship-equipment.ts). */
  | { readonly kind: 'equipment-offline-while-reduced'; readonly equipment: string };

/** Where a ship may report: at the mission (or homeworld) named ("{Qualor II}"), or where a personnel of that title is (anyone's). */
export interface ReportAtPlace {
  readonly missionAt?: string;
  readonly withPersonnel?: string;
}

export const SHIP_PERMIT_WORDS: readonly ShipPermit['kind'][] = ['holograms-exist', 'report-aboard', 'holograms-deactivated-here', 'battle-while-cloaked', 'report-at', 'staffed-by', 'has-holodeck', 'no-transporters', 'no-aligned-reporting', 'free-report-here', 'equipment-offline-while-reduced', 'free-report-here-as'];
export const SHIP_TARGET_WORDS: readonly ShipTarget['kind'][] = ['cloaked-ship'];
export const SHIP_SELF_MODIFIER_WORDS: readonly ShipSelfModifier['kind'][] = ['own-attribute'];
