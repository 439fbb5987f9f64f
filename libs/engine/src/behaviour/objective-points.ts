/**
 * Issue 15 (helper hamm): an objective lying on a mission that sets what that mission is worth when
 * its owner solves it — "when solved, mission worth 30 points (instead of printed value) or 40 points
 * if {Phoenix} in orbit at this mission" (Investigate Warp Signature). The field `missionPointsInstead`
 * (CardBehaviour) is read by attempt/flow.ts › solve through `objectivePointsInstead`, before the
 * printed point box and the scripted X of a mission's own text; cards atop that add or take away points
 * (planet-hazards.ts) still count after it.
 *   1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION (the mission's points are scored); THE CARDS ›
 *   EVENTS, INCIDENTS, & OBJECTIVES (an objective's text changes the game while it is in play).
 * A ship "in orbit" is a ship in space at that location (docked ones too: they are at the planet).
 */
import { blueprintOf, titledAmong } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';

export interface MissionPointsInstead {
  /** The mission's points when the objective's owner solves it. */
  readonly points: number;
  /** Worth `points` instead while a ship with one of `titles` (anyone's) is in orbit at this mission. */
  readonly withShipInOrbit?: { readonly titles: readonly string[]; readonly points: number };
}

/** For the catalogue test and the README. */
export const OBJECTIVE_POINTS_WORDS: readonly string[] = ['mission-points-instead'];

function shipInOrbit(state: GameState, location: string, titles: readonly string[]): boolean {
  const inSpace = cardsIn(state, Z.space(location));
  const here = [...inSpace, ...inSpace.flatMap((facility) => cardsIn(state, Z.docked(facility)))];
  return here.some((iid) => {
    const card = blueprintOf(state, iid);
    return card.type === 'Ship' && titledAmong(titles, card);
  });
}

/** The points `player`'s face-up objective atop `location` makes that mission worth when they solve it; undefined when none does. */
export function objectivePointsInstead(state: GameState, player: PlayerId, location: string): number | undefined {
  for (const iid of cardsIn(state, Z.atop(location))) {
    const instance = state.cards[iid]!;
    if (instance.owner !== player || !instance.faceUp) continue;
    const rule = behaviourOf(instance.blueprint)?.missionPointsInstead;
    if (!rule) continue;
    if (rule.withShipInOrbit && shipInOrbit(state, location, rule.withShipInOrbit.titles)) return rule.withShipInOrbit.points;
    return rule.points;
  }
  return undefined;
}
