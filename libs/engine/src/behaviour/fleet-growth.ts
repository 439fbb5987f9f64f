/**
 * Issue 15 (helper incidents-f): a fleet that grows with the game (Workhorses of the Fleet):
 *   - `free-report` … `shipClasses`: once each turn, one universal ship of one of these classes reports for
 *     free, once per game per class (the key `free report:<title>:<class>`: spent this turn = any such key of
 *     the title holds this turn's number; spent for the class = its key is set). Read by free-reports.ts.
 *   - FleetModifier `plusMissionsDone`: the delta grows by the number of missions any player has completed
 *     or placed a [BO] objective on ("all +X where X = 1 + the total number of missions …"). Read by
 *     modifiers-incidents.ts › fleetDelta.
 *   1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR
 *   LIMITS; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects); WINNING THE GAME (completed missions).
 */
import type { Card } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import type { FreeReportPlace } from './vocabulary-incidents-c';
import type { TablePermit } from './free-reports';

/** The class (of `classes`) a ship belongs to, by the card list's class ("Excelsior Class"). */
function classOf(card: Card, classes: readonly string[]): string | undefined {
  const shipClass = (card.ship?.shipClass ?? '').toLowerCase();
  return classes.find((name) => shipClass.startsWith(name.toLowerCase()));
}

/** The key of a table card's free ship report for a class. */
const classKey = (key: string, shipClass: string) => `${key}:${shipClass}`;

/** The ability key to spend for reporting the ship `printed` for free through a `shipClasses` permit, else null. */
export function tableShipFreeReport(state: GameState, player: PlayerId, printed: Card, permits: readonly { key: string; permit: TablePermit }[], placeOk: (to: FreeReportPlace | undefined) => boolean): string | null {
  if (!printed.universal) return null;
  const uses = state.abilityUses ?? {};
  for (const { key, permit } of permits) {
    if (!permit.shipClasses) continue;
    const shipClass = classOf(printed, permit.shipClasses);
    if (!shipClass) continue;
    const prefix = `${player}|${key}:`;
    if (Object.entries(uses).some(([used, turn]) => used.startsWith(prefix) && turn === state.turn?.number)) continue;
    if (uses[`${player}|${classKey(key, shipClass)}`] !== undefined) continue;
    if (placeOk(permit.to)) return classKey(key, shipClass);
  }
  return null;
}

/** The missions any player has completed or placed a face-up [BO] objective on (each location once). */
export function missionsDone(state: GameState): number {
  const done = new Set<string>([...(state.completed?.p1 ?? []), ...(state.completed?.p2 ?? [])]);
  for (const location of Object.keys(state.locations))
    if (cardsIn(state, Z.atop(location)).some((iid) => state.cards[iid]!.faceUp && blueprintOf(state, iid).type === 'Objective' && blueprintOf(state, iid).icons.some((icon) => icon.code === 'BO'))) done.add(location);
  return done.size;
}
