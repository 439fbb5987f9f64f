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
}

/** The reports the face-up cards of `player` lying atop `location` allow `card` (lore and facility checked; the caller checks the rest). */
export function atopReports(state: GameState, location: string, player: PlayerId, card: Card): MissionReport[] {
  const out: MissionReport[] = [];
  for (const iid of cardsIn(state, Z.atop(location))) {
    const instance = state.cards[iid]!;
    if (!instance.faceUp || instance.owner !== player) continue;
    for (const report of behaviourOf(instance.blueprint)?.reportsHere ?? []) {
      if (report.lore && !report.lore.some((phrase) => (card.lore ?? '').toLowerCase().includes(phrase.toLowerCase()))) continue;
      if (report.whileNoFacilityHere && facilityHere(state, location, player)) continue;
      out.push(report);
    }
  }
  return out;
}

function facilityHere(state: GameState, location: string, player: PlayerId): boolean {
  return (tableIndex(state).inPlayBy[player] ?? []).some((instance) => bp(state, instance.iid).type === 'Facility' && locationOfZone(state, instance.zone) === location);
}

/** Whether any card lies atop `location` with reports (legalCommands looks at the mission then). */
export function hasAtopReports(state: GameState, location: string): boolean {
  return cardsIn(state, Z.atop(location)).some((iid) => state.cards[iid]!.faceUp && !!behaviourOf(state.cards[iid]!.blueprint)?.reportsHere);
}
