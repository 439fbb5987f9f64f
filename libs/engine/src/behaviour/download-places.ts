/**
 * Issue 15 (helper tail2): where a downloaded personnel, ship or equipment may go when the downloading card names no
 * place and its target says `anyPlace`. 1E rulebook › DOWNLOADING: the card found is played "to the table normally",
 * following "all the normal rules for playing a card, such as reporting restrictions" — so besides a facility (normal
 * reporting: downloads.ts › reportFacilities) it may go where its own text or another card's text lets it report:
 * a special-reporting place (reporting.ts › specialReportZones: Grappler aboard your NX-class ship) or a mission whose
 * text, or a card of yours lying atop it, lets it report there (missions-reports.ts › missionReportZone: Stolen Attack
 * Ship at a Cardassian Liberation Front mission). The turn, card-play and once-each-turn limits of those reports are not
 * asked: a download is not a card play.
 */
import type { GameState, PlayerId } from '../types';
import { missionReportZone } from './missions-reports';
import { specialReportZones } from './reporting';

/** The zones (not facilities) `card` of `player` may be downloaded to now, each once. */
export function downloadPlaceZones(state: GameState, player: PlayerId, card: string): string[] {
  const zones = [...specialReportZones(state, player, card)];
  for (const location of Object.values(state.locations))
    for (const mission of location.missions) {
      const zone = missionReportZone(state, player, card, mission);
      if (zone) zones.push(zone);
    }
  return [...new Set(zones)];
}

/** A download target's place is a zone (`aboard:c12`, `surface:L3`), not a facility card. */
export function isZonePlace(place: string | undefined): place is string {
  return !!place && place.includes(':');
}
