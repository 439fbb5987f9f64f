/**
 * Issue 15: ships whose text lets cards report for duty aboard them ("Your equipment and Borg
 * personnel may report aboard"). The card reports like to a facility — the normal card play, in its
 * native quadrant, compatible with the ship, uniqueness apart — and goes aboard the ship.
 *   1E rulebook › REPORTING FOR DUTY (cards report to a facility "unless a card says otherwise");
 *   REPORTING FOR DUTY › NATIVE QUADRANT; REPORTING FOR DUTY › COMPATIBLE.
 */
import type { Card } from '@captains-log/cards';
import { compatible, hasNativeQuadrant, nativeQuadrant, titledAmong, isTitled } from '../card-facts';
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { mixesOf } from './play';
import { behaviourOf } from './registry';
import type { ReportAboardFilter, ReportAtPlace } from './vocabulary-ships';
import { missionIsAt } from '../card-facts';
import { isInPlayZone } from '../zones';
import { immediateReportAboardAnyShip } from './immediate-free-plays';
import { CARRIED_SHIPS_RULE, isCarried } from './carried-ships';

export const REPORT_ABOARD_RULE = `${RULES.reportingForDuty} (a card that says cards may report aboard a ship)`;

export function matchesReportFilter(card: Card, filter: ReportAboardFilter): boolean {
  if (filter.type && card.type !== filter.type) return false;
  if (filter.title && card.title !== filter.title) return false;
  if (filter.unique && card.universal) return false;
  if (filter.affiliation && !card.affiliations.includes(filter.affiliation as never)) return false;
  if (filter.characteristic && !card.characteristics.some((item) => item.toLowerCase() === filter.characteristic!.toLowerCase())) return false;
  if (filter.icon && !card.icons.some((icon) => icon.code === filter.icon)) return false;
  if (filter.titleStarts && !card.title.toLowerCase().startsWith(filter.titleStarts.toLowerCase())) return false;
  if (filter.loreIncludes && !(card.lore ?? '').toLowerCase().includes(filter.loreIncludes.toLowerCase())) return false;
  if (filter.classification && card.personnel?.classification !== filter.classification) return false;
  if (filter.property && card.property !== filter.property) return false;
  if (filter.nativeQuadrant && nativeQuadrant(card) !== filter.nativeQuadrant) return false;
  if (titledAmong(filter.exceptTitles, card)) return false;
  if (filter.anyOf && !filter.anyOf.some((one) => matchesReportFilter(card, one))) return false;
  return true;
}

/** The report-aboard filters of a ship card's script (none for most ships: an early exit). */
export function reportAboardFilters(card: Card): readonly ReportAboardFilter[] {
  const permits = behaviourOf(card.id)?.permits;
  if (!permits) return [];
  return permits.flatMap((permit) => (permit.kind === 'report-aboard' ? [permit.filter] : []));
}

/**
 * Issue 15 (incidents-f): the ship's own filters, and those of the face-up cards of its owner lying on it
 * ("Plays on your [Vid] cruiser. Your [Vid] personnel may report aboard.": the card's `report-aboard`).
 */
export function reportAboardFiltersOf(state: GameState, shipId: string): readonly ReportAboardFilter[] {
  const own = reportAboardFilters(bp(state, shipId));
  const owner = state.cards[shipId]?.owner;
  const hosted = cardsIn(state, Z.on(shipId)).flatMap((iid) => {
    const card = state.cards[iid]!;
    return card.faceUp && card.owner === owner ? reportAboardFilters(bp(state, iid)) : [];
  });
  return hosted.length === 0 ? own : [...own, ...hosted];
}

/** Whether the card (in hand) may report aboard the ship (a ship of the player's in play whose text, or a card on it, allows it). */
export function checkReportAboard(state: GameState, player: PlayerId, iid: string, shipId: string): Problem | null {
  const card = bp(state, iid);
  const ship = state.cards[shipId]!;
  const shipCard = bp(state, shipId);
  const filters = reportAboardFiltersOf(state, shipId);
  const kind = zoneKind(ship.zone);
  // Issue 15 (helper partials): a free play a card opened for a report "to" itself, aboard this ship (Maturation Chamber).
  const opened = immediateReportAboardAnyShip(state, player, iid, shipId);
  if ((filters.length === 0 && !opened) || !(kind === 'space' || kind === 'docked' || kind === 'surface'))
    return problem('NO_SUCH_FACILITY', `nothing reports aboard ${shipCard.title}`, RULES.reportingForDuty);
  if (ship.owner !== player) return problem('NOT_USABLE', `${shipCard.title} is not yours`, RULES.reportingForDuty);
  // Issue 15 (helper tail7): a ship reports aboard only by a filter naming ships (`type: 'Ship'`), and is then carried (carriedReportProblem).
  const reportsHere = (filter: ReportAboardFilter): boolean => (card.type === 'Ship' ? filter.type === 'Ship' : true) && matchesReportFilter(card, filter);
  if ((card.type !== 'Personnel' && card.type !== 'Equipment' && card.type !== 'Ship') || !((opened && card.type !== 'Ship') || filters.some(reportsHere)))
    return problem('NOT_REPORTABLE', `${card.title} may not report aboard ${shipCard.title}`, REPORT_ABOARD_RULE);
  if (card.type === 'Ship') {
    const carried = carriedReportProblem(state, shipId);
    if (carried) return carried;
  }
  if (!compatible(card, shipCard, mixesOf(state, player, locationOfZone(state, ship.zone)))) return problem('NOT_COMPATIBLE', `${card.title} is not compatible with ${shipCard.title}`, RULES.compatible);
  const location = state.locations[locationOfZone(state, ship.zone)!]!;
  if (hasNativeQuadrant(card) && nativeQuadrant(card) !== location.quadrant)
    return problem('NOT_NATIVE_QUADRANT', `${card.title} reports only in its native quadrant (${nativeQuadrant(card)})`, RULES.nativeQuadrant);
  return null;
}

/**
 * Issue 15 (helper tail7): a ship reporting aboard a ship enters play carried aboard it (`docked:<carrier>`,
 * as a loaded ship lies: behaviour/carried-ships.ts), so the carrier must not be carried itself (a ship
 * carrying ships is not loaded aboard another: carried-ships.ts › checkCarrying). A landed carrier may take
 * it: launching it from there is also a take-off (1E rulebook › EXECUTING ORDERS › CARRIED SHIPS).
 */
function carriedReportProblem(state: GameState, carrier: string): Problem | null {
  if (!isCarried(state, carrier)) return null;
  return problem('CANNOT_CARRY', `${bp(state, carrier).title} is carried itself: no ship reports aboard it`, CARRIED_SHIPS_RULE);
}

/** The places a ship card's script lets it report at (none for most cards: an early exit). */
export function reportAtPlaces(card: Card): readonly ReportAtPlace[] {
  const permits = behaviourOf(card.id)?.permits;
  if (!permits) return [];
  return permits.flatMap((permit) => (permit.kind === 'report-at' ? [permit.where] : []));
}

function placeMatches(state: GameState, location: string, place: ReportAtPlace): boolean {
  const here = state.locations[location];
  if (!here) return false;
  if (place.missionAt && !here.missions.some((iid) => missionIsAt(bp(state, iid), place.missionAt!))) return false;
  if (place.withPersonnel) {
    const title = place.withPersonnel;
    const found = Object.values(state.cards).some(
      (instance) => isInPlayZone(instance.zone) && zoneKind(instance.zone) !== 'atop' && locationOfZone(state, instance.zone) === location && bp(state, instance.iid).type === 'Personnel' && isTitled(bp(state, instance.iid), title),
    );
    if (!found) return false;
  }
  return true;
}

/**
 * Whether the ship (in hand) may report for duty at the location of `mission` (a mission card in
 * play), as its own text says ("May report for duty at {Qualor II}"): in its native quadrant, in
 * space there. 1E rulebook › REPORTING FOR DUTY ("unless a card says otherwise"); NATIVE QUADRANT.
 */
export function checkReportAt(state: GameState, iid: string, mission: string): Problem | null {
  const card = bp(state, iid);
  const places = reportAtPlaces(card);
  const location = locationOfZone(state, state.cards[mission]!.zone);
  if (places.length === 0 || card.type !== 'Ship' || !location || zoneKind(state.cards[mission]!.zone) !== 'mission')
    return problem('NO_SUCH_FACILITY', `${card.title} reports for duty at a facility`, RULES.reportingForDuty);
  if (!places.some((place) => placeMatches(state, location, place)))
    return problem('NOT_REPORTABLE', `${card.title} may not report there`, REPORT_AT_RULE);
  if (hasNativeQuadrant(card) && nativeQuadrant(card) !== state.locations[location]!.quadrant)
    return problem('NOT_NATIVE_QUADRANT', `${card.title} reports only in its native quadrant (${nativeQuadrant(card)})`, RULES.nativeQuadrant);
  return null;
}

export const REPORT_AT_RULE = `${RULES.reportingForDuty} (a ship whose text says where it may report)`;

/** The missions (one per location) a ship in hand may report at (its script names where). */
export function reportAtOffers(state: GameState, iid: string): string[] {
  if (reportAtPlaces(bp(state, iid)).length === 0) return [];
  return Object.values(state.locations)
    .map((location) => location.missions[0])
    .filter((mission): mission is string => mission !== undefined && checkReportAt(state, iid, mission) === null);
}
