/**
 * Issue 15 (missions): reporting for duty to a mission whose game text says who may report there
 * (`mission.reports`, vocabulary-missions.ts) — `ReportForDuty` naming the mission card instead of a
 * facility. Personnel go to the planet surface, ships to space at the location; no facility, so no
 * compatibility with one; special reporting ignores native quadrants (a Delta Quadrant Vulcan reports
 * to Observe Ritual); uniqueness still applies. A report "for free" does not use the normal card play
 * but still comes on your turn before orders.
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE"; DUPLICATION AND PERSONAS.
 */
import { freeReportBan } from './free-play-bans';
import { hereFreeReport } from './free-reports';
import { reportLimitProblem } from './report-limits';
import type { Card } from '@captains-log/cards';
import { bp, problem, type Ctx, type Problem } from '../context';
import { checkCardPlayWindow, checkInHand, checkOwnTurn, checkUniqueness, reportAlternateUniverseProblem, usesExtraPlay } from '../play';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId } from '../types';
import { Z, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { runWhenCardsPlayed } from './when-cards-played';
import type { MissionReport } from './vocabulary-missions';
import { atopReports, hasAtopReports } from './atop-mission-reports';
import { immediateMissionReport, useImmediateFreePlay } from './immediate-free-plays';
import { timeLocationReports } from './time-locations';
import { timeReportBanProblem } from './affiliation-bans';
import { namesAlternateUniverse } from './alternate-universe';

/** The command names a mission card on the spaceline. */
export function isMissionTarget(state: GameState, iid: string): boolean {
  const instance = state.cards[iid];
  // Issue 15 (time locations): a Time Location card in play is reported to as a mission is (its natives: time-locations.ts).
  return !!instance && zoneKind(instance.zone) === 'mission' && (bp(state, iid).type === 'Mission' || bp(state, iid).type === 'Time Location');
}

function locationOfMission(state: GameState, mission: string): string | undefined {
  return Object.values(state.locations).find((location) => location.missions.includes(mission))?.id;
}

function solvedByAnyone(state: GameState, location: string): boolean {
  return state.completed.p1.includes(location) || state.completed.p2.includes(location);
}

/** Whether the printed card is one the mission report permit (or a time location's natives) names. */
export function missionReportMatches(card: Card, report: MissionReport): boolean {
  return reportMatches(card, report);
}

function reportMatches(card: Card, report: MissionReport): boolean {
  if (card.type === 'Personnel') return !!report.personnel && personnelMatches(card, report.personnel);
  // Issue 15 (helper tail2): "your equipment … may report here" — to the planet surface, as personnel do.
  const icons = card.icons.map((icon) => icon.code);
  // Issue 15 (helper timeloc): equipment native to a time location, by its icons.
  if (card.type === 'Equipment')
    return report.equipment === true || (!!report.equipment && (report.equipment.icons ?? []).every((icon) => icons.includes(icon)) && !(report.equipment.notIcons ?? []).some((icon) => icons.includes(icon)));
  if (card.type !== 'Ship' || !report.ships) return false;
  if (report.ships.icons && !report.ships.icons.every((icon) => icons.includes(icon))) return false;
  if (report.ships.notIcons?.some((icon) => icons.includes(icon))) return false;
  if (report.ships.affiliation && !card.affiliations.includes(report.ships.affiliation as never)) return false;
  if (report.ships.property && card.property?.trim() !== report.ships.property) return false;
  // Issue 15 (helper tail2): "ships with one or fewer staffing icons" (the printed staffing icons counted).
  if (report.ships.maxStaffingIcons !== undefined && (card.ship?.staffing.icons.length ?? 0) > report.ships.maxStaffingIcons) return false;
  return true;
}

/**
 * Issue 15 (helper tail2): the zone at the mission `card` could report to now by a mission report permit (the mission's
 * text, a time location's natives, a card of `player`'s atop it), with the time-location ban asked; none: undefined.
 * The turn, card play and once-each-turn limits are not asked (a download is no card play: 1E rulebook › DOWNLOADING).
 */
export function missionReportZone(state: GameState, player: PlayerId, card: string, mission: string): string | undefined {
  const location = locationOfMission(state, mission);
  if (!location || !isMissionTarget(state, mission)) return undefined;
  if (bp(state, mission).type === 'Time Location' && timeReportBanProblem(state, player, card)) return undefined;
  const printed = bp(state, card);
  const permit = permitFor(state, mission, location, printed, player, card);
  if (!permit) return undefined;
  return printed.type === 'Ship' ? Z.space(location) : Z.surface(location);
}

/** The mission's report permit that fits this card (a free one first), if any; issue 15 (assorted): also those of `player`'s cards lying atop it (atop-mission-reports.ts). */
function permitFor(state: GameState, mission: string, location: string, card: Card, player: PlayerId, iid?: string): MissionReport | undefined {
  // Issue 15 (helper finish): a free play just opened for a report to this mission (immediate-free-plays.ts › toMissionHere).
  if (iid && immediateMissionReport(state, player, iid, mission)) return { personnel: {}, free: true };
  const usedThisTurn = state.turn?.missionFreeReports?.includes(mission) ?? false;
  const reports = [...(behaviourOf(bp(state, mission).id)?.mission?.reports ?? []), ...timeLocationReports(state, mission), ...atopReports(state, location, player, card)].filter(
    (report) => reportMatches(card, report) && !(report.untilSolved && solvedByAnyone(state, location)) && !(report.onceEachTurn && usedThisTurn),
  );
  return reports.find((report) => report.free) ?? reports[0];
}

/** The place's own permit is free and no card of the player's forbids it (free-play-bans.ts). */
function permitFree(state: GameState, player: PlayerId, card: string, mission: string, permit: MissionReport): boolean {
  return !!permit.free && !freeReportBan(state, player, card, mission);
}

/** The permit `card` would report to `mission` by names the [AU] icon itself (Seal Rift; a time location's [AU] natives): alternate-universe.ts. */
export function missionPermitNamesAlternateUniverse(state: GameState, player: PlayerId, card: string, mission: string): boolean {
  const location = locationOfMission(state, mission);
  if (!location || !state.cards[card]) return false;
  const permit = permitFor(state, mission, location, bp(state, card), player, card);
  return !!permit && namesAlternateUniverse(permit);
}

/** Free by the permit, or (issue 15, helper timeloc) by a table card's free report "here" (free-reports.ts › hereFreeReport). */
function isFree(state: GameState, player: PlayerId, card: string, mission: string, permit: MissionReport): boolean {
  return permitFree(state, player, card, mission, permit) || hereFreeReport(state, player, card, mission) !== null;
}

export function checkMissionReport(state: GameState, command: CommandOf<'ReportForDuty'>): Problem | null {
  const location = locationOfMission(state, command.facility);
  const instance = state.cards[command.card];
  if (!location || !instance) return problem('NO_SUCH_FACILITY', 'that is not a mission on the spaceline', RULES.reportingForDuty);
  const card = bp(state, command.card);
  // Issue 15 (helper holotos): a card on the player's table may forbid reports to time locations (affiliation-bans.ts).
  const inTime = bp(state, command.facility).type === 'Time Location' ? timeReportBanProblem(state, command.actor, command.card) : null;
  if (inTime) return inTime;
  const permit = permitFor(state, command.facility, location, card, command.actor, command.card);
  if (!permit) return problem('NOT_REPORTABLE_HERE', `${card.title} may not report to ${bp(state, command.facility).title}`, RULES.reportingForDuty);
  // Issue 15 (helper incidents): a card of the player's may forbid free reports (free-play-bans.ts).
  const free = isFree(state, command.actor, command.card, command.facility, permit);
  const window = free
    ? (checkOwnTurn(state, command.actor, RULES.playingForFree) ??
      (state.turn!.stage !== 'card-play' ? problem('CARD_PLAY_FORFEITED', 'cards played for free also come before executing orders', RULES.playingForFree) : null))
    : checkCardPlayWindow(state, command.actor, RULES.reportingForDuty);
  if (window) return window;
  // Special reporting: no native-quadrant restriction (1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING).
  // Issue 15 (helper domir): a limit of reports a turn (report-limits.ts).
  return checkInHand(state, command.actor, command.card) ?? checkUniqueness(state, command.actor, card) ?? reportLimitProblem(state, command.actor, command.card);
}

export function missionReport(ctx: Ctx, command: CommandOf<'ReportForDuty'>): void {
  const location = locationOfMission(ctx.state, command.facility)!;
  const card = bp(ctx.state, command.card);
  const immediate = immediateMissionReport(ctx.state, command.actor, command.card, command.facility);
  const before = ctx.state;
  const permit = permitFor(before, command.facility, location, card, command.actor, command.card);
  const free = !!permit && isFree(before, command.actor, command.card, command.facility, permit);
  ctx.emit({
    type: 'CardReported',
    player: command.actor,
    card: command.card,
    facility: command.facility,
    to: card.type === 'Ship' ? Z.space(location) : Z.surface(location),
    normalCardPlay: !free,
    ...(!free && usesExtraPlay(ctx.state, command.actor, true) ? { extraPlay: true as const } : {}),
    rule: free ? `${RULES.reportingForDuty}; ${RULES.playingForFree}` : RULES.reportingForDuty,
  });
  if (immediate) useImmediateFreePlay(ctx, command.actor, command.card);
  // Issue 15 (helper timeloc): free by a table card's "here" permit, not the place's own: that card's once-each-turn use is spent.
  const here = free && !permitFree(before, command.actor, command.card, command.facility, permit!) ? hereFreeReport(before, command.actor, command.card, command.facility) : null;
  if (here) ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: here, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  // Issue 15 (equipment-e): cards reacting to a card played (when-cards-played.ts).
  runWhenCardsPlayed(ctx, command.actor, command.card);
}

/** Whether any mission in play lets cards report to it (legalCommands exits early when none does). */
function reportMissions(state: GameState): { mission: string; location: string }[] {
  const out: { mission: string; location: string }[] = [];
  for (const location of Object.values(state.locations))
    for (const mission of location.missions)
      if (
        behaviourOf(bp(state, mission).id)?.mission?.reports ||
        timeLocationReports(state, mission).length > 0 ||
        hasAtopReports(state, location.id) ||
        (state.immediateFreePlay?.toMission && state.immediateFreePlay.aboard === mission)
      )
        out.push({ mission, location: location.id });
  return out;
}

/** The reports to missions `player` may make now from `hand` (legalCommands, on the player's own turn in the card-play stage). */
export function missionReportCommands(state: GameState, player: PlayerId, hand: readonly string[]): CommandOf<'ReportForDuty'>[] {
  const missions = reportMissions(state);
  if (missions.length === 0) return [];
  const out: CommandOf<'ReportForDuty'>[] = [];
  for (const card of hand) {
    const type = bp(state, card).type;
    if (type !== 'Personnel' && type !== 'Ship' && type !== 'Equipment') continue;
    for (const { mission } of missions) {
      const command: CommandOf<'ReportForDuty'> = { type: 'ReportForDuty', actor: player, card, facility: mission };
      // The [AU] icon rule as ReportForDuty's check has it (play.ts › reportAlternateUniverseProblem).
      if (!checkMissionReport(state, command) && !reportAlternateUniverseProblem(state, command)) out.push(command);
    }
  }
  return out;
}
