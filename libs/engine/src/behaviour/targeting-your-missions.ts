/**
 * Issue 15 (helper bogborg): "nullifies all {Establish Gateway} objectives targeting your missions" (Access Denied).
 * `nullifiesInPlay.targetingYourMissions` (rules-of-acquisition.ts › lastingNullifiers) keeps only the titled
 * objectives for which `targetsMissionOf` holds: still lying on a table (not yet completed and placed on the mission),
 * with a recorded target (`GameState.objectives`, `ObjectiveTargeted`) at a location one of whose mission cards the
 * given player owns ("your missions": the missions you seeded).
 *   1E rulebook › ATTEMPT A MISSION › NULLIFIERS (a nullified card is discarded); THE CARDS › OBJECTIVES (targets).
 */
import type { GameState, PlayerId } from '../types';
import { zoneKind } from '../zones';

/** Whether objective `iid`, on a table, targets a location holding a mission `player` owns. */
export function targetsMissionOf(state: GameState, iid: string, player: PlayerId): boolean {
  const instance = state.cards[iid];
  if (!instance || zoneKind(instance.zone) !== 'table') return false;
  const target = state.objectives?.[iid]?.target;
  const location = target ? state.locations[target] : undefined;
  return !!location && location.missions.some((mission) => state.cards[mission]?.owner === player);
}
