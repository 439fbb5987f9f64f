/**
 * Issue 15 (time locations): words for Time Location cards and the cards that time travel (behaviour/
 * time-locations.ts; facts in time-facts.ts). Joined to the shared unions in vocabulary.ts with one line each.
 *   1E rulebook › THE CARDS › TIME LOCATIONS ("not part of the spaceline, but every time location is paired
 *   with a spaceline location"; played only while that location is in play; playing one uses the normal
 *   card play); › REPORTING FOR DUTY › REPORTING TO A TIME LOCATION (cards native there); › TIME TRAVEL
 *   (movement between a time location and a spaceline location, or two time locations, only where a
 *   card expressly allows it; "corresponding" locations); MISCELLANEOUS RULES › DUPLICATION (time locations
 *   are not duplicatable).
 */
import type { PersonnelFilter } from './vocabulary-events2';
import type { MissionReport } from './vocabulary-missions';

/** `CardBehaviour.timeLocation`: what a Time Location card is. */
export interface TimeLocationSpec {
  /** Its location: a planet ([P]: personnel report to it, ships orbit it, beaming down works) or space ([S]). The card list's column, which the card model does not keep for this type. */
  readonly kind: 'planet' | 'space';
  /**
   * Its corresponding spaceline location, by the places its lore (or a ruling) names: a place name read
   * as mission-at-place reads it ('Earth' is Espionage Mission, card-facts.ts › missionIsAt) or a mission title.
   */
  readonly corresponds: readonly string[];
  /** "Native to this timeline": who may report for duty here (to the planet, or a ship to space here); `free` + `onceEachTurn` for its free report. */
  readonly natives: readonly MissionReport[];
}

/** Who time travels. */
export type TimeMovers =
  /** One of your staffed ships in space (not docked), with everything aboard. */
  | 'ship'
  /** Your Away Team: all your unstopped personnel (and equipment) on the planet there. */
  | 'away-team'
  | 'ship-or-away-team';

/** Between which places. */
export type TimeRoute =
  /** A time location and its corresponding spaceline location (either way). */
  | 'corresponding'
  /**
   * The time location this card lies at and its corresponding spaceline location (either way); or, the card lying
   * at a spaceline location (issue 15, helper timeloc: Kolinahr on Vulcan), there and the time locations paired with it.
   */
  | 'here'
  /** "May time travel" without more: from any location to any other where either end is a time location. */
  | 'any';

export type TimeTarget =
  /** A time location in play (its location id): a card that seeds or plays on one lies atop it. */
  | { readonly kind: 'time-location' }
  /** A spaceline location holding a mission this Time Location corresponds to, while no copy of it is in play (not duplicatable). */
  | { readonly kind: 'corresponding-location' }
  /**
   * A time travel: `<mover ids joined by +>><destination location>` ("c7>L9"; an Away Team "c3+c4>L9").
   * `shipIcons`: only ships showing these icons; `withThisCard`: the mover carries this card (aboard the
   * ship or with the Away Team); `present`: and one of your personnel matching this filter is among them.
   */
  | {
      readonly kind: 'time-travel-route';
      readonly movers: TimeMovers;
      readonly route: TimeRoute;
      readonly shipIcons?: readonly string[];
      readonly withThisCard?: true;
      readonly present?: PersonnelFilter;
      /**
       * Issue 15 (helper timeloc): with route `here` from a spaceline location, only the time locations of these titles
       * (a card naming its time location by year and place: Kolinahr's "2154 Vulcan" is 22nd-Century ShiKahr).
       */
      readonly timeLocationTitles?: readonly string[];
      /** "Once per turn per ship": a ship that time traveled with this card this turn is not offered again. */
      readonly oncePerTurnPerShip?: true;
      /** "Place a card from hand beneath draw deck to …": the target names that hand card too (`c7>L9^c12`), placed there first. */
      readonly payWithHandCard?: true;
    };

/** Play conditions (joined to PlayCondition in vocabulary-events.ts; checked by time-locations.ts › checkTimeConditions). */
export type TimeCondition =
  /** You have a personnel matching `filter` at a time location ("if you have a temporal agent at a time location"). */
  { readonly kind: 'yours-at-a-time-location'; readonly filter: PersonnelFilter };

export type TimeEffect =
  /** This Time Location card becomes a location of its own, off the spaceline, paired with the target spaceline location. */
  | { readonly kind: 'place-time-location' }
  /**
   * The target movers time travel to the target location (TimeTraveled). `stopUnlessNative`: then a ship
   * is stopped unless it, or three personnel of its crew, are native to the time location this card lies at.
   */
  | { readonly kind: 'time-travel-target'; readonly stopUnlessNative?: true };

/** The words above as the catalogue test reads them (behaviour/catalogue.spec.ts › KNOWN). */
export const TIME_WORDS: readonly string[] = ['condition:yours-at-a-time-location', 'target:time-location', 'target:corresponding-location', 'target:time-travel-route', 'time-location'];
