/**
 * Issue 15 (assorted): a card lying atop a mission that lets its owner's cards report there, as a
 * mission's own text does ("Plays on {Theta VIII}. Your cards with "Hotel Royale" … in lore may report
 * on planet (for free, once each turn)": Hotel Royale; Nano-Biogenic Disarmament; The Romulan
 * Underground; Cardassian Liberation Front). The card field `reportsHere` holds mission reports
 * (vocabulary-missions.ts › MissionReport) with two more options: `lore` (the card's lore names one of
 * these) and `whileNoFacilityHere` (only while the reporting player has no facility at the location).
 * Read by missions-reports.ts (`ReportForDuty` naming the mission card) besides the mission's own
 * reports; a free one once each turn shares the mission's once-each-turn record.
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE"; THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES (lasting effects while in play).
 */
import type { Card } from '@captains-log/cards';
import { bp } from '../context';
import { isPlanetMission } from '../card-facts';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z } from '../zones';
import { behaviourOf } from './registry';
import type { MissionReport } from './vocabulary-missions';

export interface AtopReport extends MissionReport {
  /** The reporting card's lore names one of these (any case). */
  readonly lore?: readonly string[];
  /** Only while the reporting player has no facility at the location ("if you do not have a facility here"). */
  readonly whileNoFacilityHere?: boolean;
  /**
   * Issue 15 (helper timeloc): not here but at the time locations paired with this location ("may report to any
   * corresponding time location": Assignment: Earth atop Earth; 1E rulebook › THE CARDS › TIME LOCATIONS).
   */
  readonly inCorrespondingTime?: true;
}

/**
 * Issue 15 (helper domir): a card on its owner's table that lets their cards report to every mission of a kind
 * ("may report to any [MQ] Badlands Region [P] mission; once each turn, one such … for free": Plenty of Captains) —
 * the field `reportsToMissions`: `where` (the location's quadrant, region, and a planet mission there) and the
 * reports (AtopReport). A free report `onceEachTurn` is once each turn over all those missions (not per mission).
 */
export interface TableMissionReports {
  readonly where: { readonly quadrant?: string; readonly region?: string; readonly planet?: true };
  readonly reports: readonly AtopReport[];
}

/** For the catalogue test and the README. */
export const TABLE_MISSION_REPORT_WORDS: readonly string[] = ['field:reportsToMissions'];

function placeFits(state: GameState, location: string, where: TableMissionReports['where']): boolean {
  const place = state.locations[location];
  if (!place) return false;
  if (where.quadrant && place.quadrant !== where.quadrant) return false;
  if (where.region && place.region !== where.region) return false;
  return !where.planet || place.missions.some((mission) => isPlanetMission(bp(state, mission)));
}

/** The table cards of `player` with reports to missions that fit `location`. */
function tableReporters(state: GameState, location: string, player: PlayerId): TableMissionReports[] {
  const out: TableMissionReports[] = [];
  for (const iid of cardsIn(state, Z.table(player))) {
    const instance = state.cards[iid]!;
    const rule = instance.faceUp ? behaviourOf(instance.blueprint)?.reportsToMissions : undefined;
    if (rule && placeFits(state, location, rule.where)) out.push(rule);
  }
  return out;
}

/** The reports the face-up cards of `player` lying atop `location` (or on their table: `reportsToMissions`) allow `card` (lore and facility checked; the caller checks the rest). */
export function atopReports(state: GameState, location: string, player: PlayerId, card: Card): MissionReport[] {
  const out: MissionReport[] = [];
  for (const rule of tableReporters(state, location, player)) {
    // Once each turn over every mission the rule reaches: a free report already made to one of them this turn.
    const used = (state.turn?.missionFreeReports ?? []).some((mission) => {
      const at = Object.values(state.locations).find((place) => place.missions.includes(mission));
      return !!at && placeFits(state, at.id, rule.where);
    });
    for (const report of rule.reports) {
      if (report.lore && !report.lore.some((phrase) => (card.lore ?? '').toLowerCase().includes(phrase.toLowerCase()))) continue;
      if (report.onceEachTurn && used) continue;
      out.push(report);
    }
  }
  // Issue 15 (helper timeloc): at a time location, the reports of the cards atop its corresponding location that reach it.
  const corresponds = state.locations[location]?.time?.corresponds;
  for (const [at, inTime] of [[location, false], ...(corresponds ? [[corresponds, true] as const] : [])] as const) {
    for (const iid of cardsIn(state, Z.atop(at))) {
      const instance = state.cards[iid]!;
      if (!instance.faceUp || instance.owner !== player) continue;
      for (const report of behaviourOf(instance.blueprint)?.reportsHere ?? []) {
        if (!!report.inCorrespondingTime !== inTime) continue;
        if (report.lore && !report.lore.some((phrase) => (card.lore ?? '').toLowerCase().includes(phrase.toLowerCase()))) continue;
        if (report.whileNoFacilityHere && facilityHere(state, location, player)) continue;
        out.push(report);
      }
    }
  }
  return out;
}

function facilityHere(state: GameState, location: string, player: PlayerId): boolean {
  return (tableIndex(state).inPlayBy[player] ?? []).some((instance) => bp(state, instance.iid).type === 'Facility' && locationOfZone(state, instance.zone) === location);
}

/** Whether any card lies atop `location` with reports, or a table card's reports reach it (legalCommands looks at the mission then). */
export function hasAtopReports(state: GameState, location: string): boolean {
  const corresponds = state.locations[location]?.time?.corresponds;
  return (
    cardsIn(state, Z.atop(location)).some((iid) => state.cards[iid]!.faceUp && !!behaviourOf(state.cards[iid]!.blueprint)?.reportsHere) ||
    // Issue 15 (helper timeloc): a card atop the time location's corresponding location whose reports reach it.
    (!!corresponds && cardsIn(state, Z.atop(corresponds)).some((iid) => state.cards[iid]!.faceUp && !!behaviourOf(state.cards[iid]!.blueprint)?.reportsHere?.some((report) => report.inCorrespondingTime))) ||
    tableReporters(state, location, 'p1').length > 0 ||
    tableReporters(state, location, 'p2').length > 0
  );
}
