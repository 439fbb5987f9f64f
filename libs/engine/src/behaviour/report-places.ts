/**
 * Issue 15 (helper report): more places a table card's `tableReports` permit names (table-reports.ts),
 * for the cards that change where a card reports for duty:
 *   - `aboardShipsMatching` (a ShipMatch: "to your [TNG][Car] ship"), with `minStaffingIcons` ("your
 *     compatible ships that have two or more staffing icons") and `atMission` ("at a mission an opponent
 *     seeded or that is worth 40 or more points");
 *   - `onMatchingPlanets` — a ship reports landed on a planet whose mission shows one of the ship's
 *     affiliation icons ("your B'rel-class ships may report on planets that have a matching affiliation
 *     icon");
 *   - `withPersonnelSkill` — to where your personnel with the skill at this level is present ("may
 *     report to your personnel who has Cybernetics x2").
 * And one more `ReportFilter` option for who reports: `supportPersonnel` (exactly two skills in the
 * skill box, no special skill: the "support personnel" of Assign Support Personnel).
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING (the card names the place; native quadrant
 *   does not apply; compatibility with the ship, facility or personnel joined still does); EXECUTING
 *   ORDERS › LAND & TAKE OFF (a landed ship is on the planet).
 */
import type { Card } from '@captains-log/cards';
import { blueprintOf, isPlanetMission, titledAmong } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z } from '../zones';
import { showsIcon } from './property-logos';
import { matches as shipMatches } from './ship-modifiers-personnel';
import type { ShipMatch } from './vocabulary-personnel';

/** Where a table report's mission must be: either clause suffices. */
export interface ReportAtMission {
  /** A mission at the location was seeded by the reporting player's opponent. */
  readonly opponentSeeded?: true;
  /** A mission at the location is worth at least this many points (its printed points box). */
  readonly minPoints?: number;
  /** Issue 15 (helper reports): a mission at the location has one of these titles ("your ship in the {Orias System}"). */
  readonly titles?: readonly string[];
}

/** The place options of a `tableReports` permit added by this file (every one given must hold). */
export interface ReportPlaceOptions {
  readonly aboardShipsMatching?: ShipMatch;
  readonly minStaffingIcons?: number;
  readonly atMission?: ReportAtMission;
  readonly onMatchingPlanets?: true;
  readonly withPersonnelSkill?: { readonly skill: string; readonly level: number };
  /** Issue 15 (helper reports): onto the planet surface at a location with a mission of one of these titles ("may play to {Remus}"). */
  readonly toMissionSurface?: readonly string[];
  /**
   * Issue 15 (helpers tail3, tail4): to a planet mission of one of these regions ("may report … to a Badlands or Demilitarized Zone
   * Region [P] mission"): onto the planet surface; a ship to space at that location (it does not land).
   */
  readonly toRegionPlanets?: readonly string[];
  /** Issue 15 (helper tail4): a ship reports "to your {Liberty}": to space where the player's ship so titled (title start) is. */
  readonly toShipsLocation?: readonly string[];
}

/** The number of staffing icons a ship requires ([Cmd], [Stf] and special icons alike). */
export function staffingIconCount(ship: Card): number {
  return ship.ship?.staffing.icons.length ?? 0;
}

function atMissionHolds(state: GameState, player: PlayerId, zone: string, at: ReportAtMission): boolean {
  const missions = state.locations[locationOfZone(state, zone) ?? '']?.missions ?? [];
  return missions.some(
    (mission) =>
      (at.opponentSeeded === true && state.cards[mission]!.owner !== player) ||
      (at.minPoints !== undefined && (blueprintOf(state, mission).mission?.points?.value ?? 0) >= at.minPoints) ||
      (at.titles !== undefined && titledAmong(at.titles, blueprintOf(state, mission))),
  );
}

/** Whether `ship` (the player's, on the spaceline) is a place the permit's ship options name. */
export function shipPlacePasses(state: GameState, player: PlayerId, ship: string, options: ReportPlaceOptions): boolean {
  if (!options.aboardShipsMatching) return false;
  const card = blueprintOf(state, ship);
  // Icons may be property logos ("[TNG][Car] ship": property-logos.ts), which ShipMatch does not read.
  const { icons, ...rest } = options.aboardShipsMatching;
  if ((icons ?? []).some((code) => !showsIcon(card, code)) || !shipMatches(card, state.cards[ship]!.owner, player, rest)) return false;
  if (options.minStaffingIcons !== undefined && staffingIconCount(card) < options.minStaffingIcons) return false;
  return !options.atMission || atMissionHolds(state, player, state.cards[ship]!.zone, options.atMission);
}

/** Issue 15 (helper reports): the planet surfaces at locations with a planet mission of one of these titles (`toMissionSurface`). */
export function namedMissionSurfaces(state: GameState, titles: readonly string[]): string[] {
  return Object.values(state.locations)
    .filter((location) => location.missions.some((mission) => state.cards[mission] && titledAmong(titles, blueprintOf(state, mission)) && isPlanetMission(blueprintOf(state, mission))))
    .map((location) => Z.surface(location.id));
}

/** Issue 15 (helper tail4): the places at planet missions of these regions (`toRegionPlanets`): the surface, or space for a ship. */
export function regionPlanetPlaces(state: GameState, regions: readonly string[], ship: boolean): string[] {
  return Object.values(state.locations)
    .filter((location) => location.region !== undefined && regions.includes(location.region) && location.missions.some((mission) => state.cards[mission] && isPlanetMission(blueprintOf(state, mission))))
    .map((location) => (ship ? Z.space(location.id) : Z.surface(location.id)));
}

/** The planet surfaces a reporting ship may land on (`onMatchingPlanets`): planet missions showing one of its affiliations. */
export function matchingPlanetSurfaces(state: GameState, ship: Card): string[] {
  if (ship.type !== 'Ship') return [];
  return Object.values(state.locations)
    .filter((location) =>
      location.missions.some((mission) => {
        const card = blueprintOf(state, mission);
        return isPlanetMission(card) && (card.mission?.affiliationIcons ?? []).some((icon) => ship.affiliations.includes(icon));
      }),
    )
    .map((location) => Z.surface(location.id));
}

/** The personnel's printed level of a skill (its regular and special-condition-free skill entries). */
export function printedSkillLevel(card: Card, skill: string): number {
  return (card.personnel?.skillBox.skills ?? []).filter((entry) => entry.name === skill && entry.condition === undefined).reduce((sum, entry) => sum + entry.level, 0);
}

/** Whether one of the place owner's personnel aboard `place` has `skill` printed (a free report "if Cybernetics present"). */
export function skillPresentAboard(state: GameState, place: string, skill: string): boolean {
  const owner = state.cards[place]?.owner;
  return cardsIn(state, Z.aboard(place)).some((iid) => state.cards[iid]!.owner === owner && printedSkillLevel(blueprintOf(state, iid), skill) > 0);
}

/**
 * "Support personnel": exactly two skills and no special skill (Assign Support Personnel). A skill with a
 * multiplier is one skill (1E rulebook › Clarifications: Skill Multipliers); a special download or a
 * negative skill is a special skill (current rulings › Assign Support Personnel).
 */
export function isSupportPersonnel(card: Card): boolean {
  const box = card.personnel?.skillBox;
  if (!box || box.specialSkills.length > 0 || box.specialDownloads.length > 0 || box.skills.some((entry) => entry.level <= 0)) return false;
  return box.skills.length === 2;
}

export const REPORT_PLACE_WORDS: readonly string[] = [
  'table-reports:aboardShipsMatching',
  'table-reports:minStaffingIcons',
  'table-reports:atMission',
  'table-reports:atMission.titles',
  'table-reports:onMatchingPlanets',
  'table-reports:withPersonnelSkill',
  'table-reports:toMissionSurface',
  'report-filter:supportPersonnel',
  'free-report-place:presentSkill',
  'free:if-skill-present',
  'effect:hand-card-discarded-cards-to-hand',
];
