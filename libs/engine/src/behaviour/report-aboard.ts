/**
 * Issue 15: ships whose text lets cards report for duty aboard them ("Your equipment and Borg
 * personnel may report aboard"). The card reports like to a facility — the normal card play, in its
 * native quadrant, compatible with the ship, uniqueness apart — and goes aboard the ship.
 *   1E rulebook › REPORTING FOR DUTY (cards report to a facility "unless a card says otherwise");
 *   REPORTING FOR DUTY › NATIVE QUADRANT; REPORTING FOR DUTY › COMPATIBLE.
 */
import type { Card } from '@captains-log/cards';
import { compatible, hasNativeQuadrant, nativeQuadrant } from '../card-facts';
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { locationOfZone, zoneKind } from '../zones';
import { mixesOf } from './play';
import { behaviourOf } from './registry';
import type { ReportAboardFilter } from './vocabulary-ships';

export const REPORT_ABOARD_RULE = `${RULES.reportingForDuty} (a card that says cards may report aboard a ship)`;

function matches(card: Card, filter: ReportAboardFilter): boolean {
  if (filter.type && card.type !== filter.type) return false;
  if (filter.affiliation && !card.affiliations.includes(filter.affiliation as never)) return false;
  if (filter.characteristic && !card.characteristics.some((item) => item.toLowerCase() === filter.characteristic!.toLowerCase())) return false;
  if (filter.icon && !card.icons.some((icon) => icon.code === filter.icon)) return false;
  if (filter.titleStarts && !card.title.toLowerCase().startsWith(filter.titleStarts.toLowerCase())) return false;
  if (filter.loreIncludes && !(card.lore ?? '').toLowerCase().includes(filter.loreIncludes.toLowerCase())) return false;
  if (filter.anyOf && !filter.anyOf.some((one) => matches(card, one))) return false;
  return true;
}

/** The report-aboard filters of a ship card's script (none for most ships: an early exit). */
export function reportAboardFilters(card: Card): readonly ReportAboardFilter[] {
  const permits = behaviourOf(card.id)?.permits;
  if (!permits) return [];
  return permits.flatMap((permit) => (permit.kind === 'report-aboard' ? [permit.filter] : []));
}

/** Whether the card (in hand) may report aboard the ship (a ship of the player's in play whose text allows it). */
export function checkReportAboard(state: GameState, player: PlayerId, iid: string, shipId: string): Problem | null {
  const card = bp(state, iid);
  const ship = state.cards[shipId]!;
  const shipCard = bp(state, shipId);
  const filters = reportAboardFilters(shipCard);
  const kind = zoneKind(ship.zone);
  if (filters.length === 0 || !(kind === 'space' || kind === 'docked' || kind === 'surface'))
    return problem('NO_SUCH_FACILITY', `nothing reports aboard ${shipCard.title}`, RULES.reportingForDuty);
  if (ship.owner !== player) return problem('NOT_USABLE', `${shipCard.title} is not yours`, RULES.reportingForDuty);
  if ((card.type !== 'Personnel' && card.type !== 'Equipment') || !filters.some((filter) => matches(card, filter)))
    return problem('NOT_REPORTABLE', `${card.title} may not report aboard ${shipCard.title}`, REPORT_ABOARD_RULE);
  if (!compatible(card, shipCard, mixesOf(state, player))) return problem('NOT_COMPATIBLE', `${card.title} is not compatible with ${shipCard.title}`, RULES.compatible);
  const location = state.locations[locationOfZone(state, ship.zone)!]!;
  if (hasNativeQuadrant(card) && nativeQuadrant(card) !== location.quadrant)
    return problem('NOT_NATIVE_QUADRANT', `${card.title} reports only in its native quadrant (${nativeQuadrant(card)})`, RULES.nativeQuadrant);
  return null;
}
