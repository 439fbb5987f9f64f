/**
 * Issue 15 (site text): "file a mission report" — File Mission Report (objective, on the table) and the
 * sites that allow it ("Matching SECURITY personnel may file mission reports here": `SiteSpec.missionReports`).
 * `FileMissionReport { objective, personnel }`, on your turn: the personnel helped solve the mission you
 * solved last (one of the solving group, with a classification or skill the mission's requirements name),
 * you have not begun another attempt since, it is unopposed at a site of a Nor that lets it file there (the
 * site's filter; `matching`: it shares an affiliation with the Nor), and you have not filed for that
 * mission before: the objective's points are scored and it is discarded.
 *   1E DS9 expansion rules › Sites (a site lists what its personnel may do there); 1E rulebook ›
 *   OBJECTIVES (score points as the objective says); glossary "unopposed"; "ONCE PER GAME" AND SIMILAR
 *   LIMITS ("Limit one per mission").
 * Like curing or commandeering, filing is an order: it ends the card-play stage.
 */
import type { Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { bp, type Ctx, problem, type Problem } from '../context';
import { beginOrders, checkOwnTurn } from '../play';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfCard, Z, zoneArg, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { norAsCard, norOfSite, siteSpecOf } from './site-basics';
import { facilityCommanderAtSite } from './facility-commanders';
import type { PersonnelFilter } from './vocabulary-events2';

export const MISSION_REPORT_RULE = '1E DS9 expansion rules › Sites (filing a mission report where a site allows it); 1E rulebook › OBJECTIVES';

/** `SiteSpec.missionReports`: who may file a mission report at the site. */
export interface SiteMissionReports {
  readonly personnel: PersonnelFilter;
  /** "Matching …": the personnel shares an affiliation with the Nor (as it is now). */
  readonly matching?: true;
}

/** The classifications and skills a requirement names (any node with a `skill`, however nested). */
function namedSkills(node: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const one of node) namedSkills(one, out);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record['skill'] === 'string') out.add(record['skill']);
    for (const key in record) if (typeof record[key] === 'object') namedSkills(record[key], out);
  }
  return out;
}

/** The personnel has a classification or skill that the mission's requirements name. */
function usedForRequirement(state: GameState, mission: Card, personnel: string): boolean {
  const named = namedSkills(mission.mission?.requirements);
  if (named.size === 0) return false;
  const own = [bp(state, personnel).personnel?.classification ?? '', ...memberOf(state, personnel).skills.map((skill) => skill.name)];
  return own.some((one) => named.has(one));
}

const OPPOSITE: Readonly<Record<string, string>> = { Alpha: 'Mirror', Mirror: 'Alpha' };

/**
 * Issue 15 (helper tail2): the File Mission Report's points, doubled while a face-up card of `player`'s with
 * `doublesOppositeMissionReports` is in play in the quadrant of the site where the report is filed and the mission was
 * solved in the opposite quadrant (Study Divergent History; copies do not multiply further).
 *   1E current rulings › opposite quadrant (the Alpha Quadrant and the Mirror Quadrant are opposite).
 */
function reportPoints(state: GameState, player: PlayerId, objective: string, site: string, missionLocation: string): number {
  const points = behaviourOf(state.cards[objective]!.blueprint)!.missionReport!.points;
  const quadrantOf = (location: string | null) => (location ? state.locations[location]?.quadrant : undefined);
  const here = quadrantOf(locationOfCard(state, site));
  if (!here || OPPOSITE[here] !== quadrantOf(missionLocation)) return points;
  const doubled = Object.values(state.cards).some(
    (card) => card.owner === player && card.faceUp && isInPlayZone(card.zone) && !!behaviourOf(card.blueprint)?.doublesOppositeMissionReports && quadrantOf(locationOfCard(state, card.iid)) === here,
  );
  return doubled ? points * 2 : points;
}

function unopposedAt(state: GameState, player: PlayerId, site: string): boolean {
  const here = cardsIn(state, Z.aboard(site)).filter((iid) => bp(state, iid).type === 'Personnel');
  return here.some((iid) => state.cards[iid]!.owner === player) && !here.some((iid) => state.cards[iid]!.owner !== player);
}

/** A face-up card of `player`'s lying on the site lets any of their personnel file there, and their facility commander of the Nor is at the site. */
function anyMayFileHere(state: GameState, player: PlayerId, site: string): boolean {
  const briefing = cardsIn(state, Z.on(site)).some((iid) => state.cards[iid]!.owner === player && state.cards[iid]!.faceUp && behaviourOf(state.cards[iid]!.blueprint)?.missionReportsWithFacilityCommander);
  return briefing && facilityCommanderAtSite(state, player, site);
}

export function checkFileMissionReport(state: GameState, command: CommandOf<'FileMissionReport'>): Problem | null {
  const turn = checkOwnTurn(state, command.actor, MISSION_REPORT_RULE);
  if (turn) return turn;
  const objective = state.cards[command.objective];
  const points = objective ? behaviourOf(objective.blueprint)?.missionReport?.points : undefined;
  if (!objective || points === undefined || objective.owner !== command.actor || objective.zone !== Z.table(command.actor) || !objective.faceUp)
    return problem('NO_MISSION_REPORT', 'name your File Mission Report on your table', MISSION_REPORT_RULE);
  const personnel = state.cards[command.personnel];
  if (!personnel || personnel.owner !== command.actor || bp(state, command.personnel).type !== 'Personnel' || personnel.stopped || personnel.disabled)
    return problem('NOT_YOURS', 'name an unstopped personnel of yours', MISSION_REPORT_RULE);
  const solved = state.missionReports?.[command.actor]?.solved;
  if (!solved || !solved.contributors.includes(command.personnel) || !usedForRequirement(state, bp(state, solved.mission), command.personnel))
    return problem('NOT_A_SOLVER', `${bp(state, command.personnel).title} did not use a classification or skill to solve your last mission (or you have attempted another since)`, MISSION_REPORT_RULE);
  if (state.missionReports?.[command.actor]?.filed?.includes(solved.location)) return problem('ALREADY_FILED', 'a mission report was already filed for that mission', MISSION_REPORT_RULE);
  const site = zoneKind(personnel.zone) === 'aboard' ? zoneArg(personnel.zone) : '';
  const nor = site ? norOfSite(state, site) : null;
  const allows = nor ? siteSpecOf(bp(state, site))?.missionReports : undefined;
  // Issue 15 (lead): a card of yours lying on the site lets any of your personnel file there while your facility commander is there (Station Briefing).
  const byBriefing = !!nor && anyMayFileHere(state, command.actor, site);
  if (!byBriefing && (!nor || !allows || !personnelMatches(bp(state, command.personnel), allows.personnel)))
    return problem('SITE_DOES_NOT_ALLOW', `${bp(state, command.personnel).title} is not at a site where it may file a mission report`, MISSION_REPORT_RULE);
  if (!byBriefing && allows!.matching && !bp(state, command.personnel).affiliations.some((affiliation) => norAsCard(state, nor!).affiliations.includes(affiliation)))
    return problem('NOT_MATCHING', `${bp(state, command.personnel).title} does not match the station`, MISSION_REPORT_RULE);
  if (!unopposedAt(state, command.actor, site)) return problem('OPPOSED', 'your personnel at that site are opposed', MISSION_REPORT_RULE);
  return null;
}

export function fileMissionReport(ctx: Ctx, command: CommandOf<'FileMissionReport'>): void {
  beginOrders(ctx, command.actor);
  const state = ctx.state;
  const solved = state.missionReports![command.actor]!.solved!;
  const points = reportPoints(state, command.actor, command.objective, zoneArg(state.cards[command.personnel]!.zone), solved.location);
  ctx.emit({ type: 'MissionReportFiled', player: command.actor, personnel: command.personnel, objective: command.objective, site: zoneArg(state.cards[command.personnel]!.zone), location: solved.location, rule: MISSION_REPORT_RULE });
  ctx.emit({ type: 'PointsScored', player: command.actor, points, bonus: true, source: command.objective, rule: MISSION_REPORT_RULE });
  ctx.emit({ type: 'CardMoved', card: command.objective, from: Z.table(command.actor), to: Z.discard(command.actor), faceUp: true, reason: 'mission report filed', rule: MISSION_REPORT_RULE });
}

/** Legal commands: only after the player solved a mission (one lookup otherwise), per solver of theirs at a site and objective. */
export function missionReportOffers(state: GameState, player: PlayerId): CommandOf<'FileMissionReport'>[] {
  const solved = state.missionReports?.[player]?.solved;
  if (!solved) return [];
  const objectives = cardsIn(state, Z.table(player)).filter((iid) => state.cards[iid]!.faceUp && behaviourOf(state.cards[iid]!.blueprint)?.missionReport);
  const out: CommandOf<'FileMissionReport'>[] = [];
  for (const objective of objectives)
    for (const personnel of solved.contributors) {
      const command = { type: 'FileMissionReport' as const, actor: player, objective, personnel };
      if (!checkFileMissionReport(state, command)) out.push(command);
    }
  return out;
}
