/**
 * Issue 15 (helper films): "if you have solved two [DQ] missions, your {U.S.S. Voyager} may move
 * between any spaceline end and this mission using its full RANGE" (Set a Course for Home).
 *   - target `your-titled-ship-between-ends-and-here` (`titles`, `solvedIn`): lying on a mission, your
 *     ship of one of these titles (a version whose title begins with one) in space, unstopped, that has
 *     used no RANGE this turn, while you have solved at least `solvedIn.count` missions of the
 *     `solvedIn.quadrant` quadrant ([DQ] missions are the Delta Quadrant's); written `ship>location`:
 *     from an end of any spaceline to this mission's location, or from here to an end of any spaceline.
 *     The move itself is slipstream.ts's `slipstream-ship` (it moves, with its crew, and its RANGE is used).
 *   Issue 15 (places): `fromQuadrant` — instead of the spaceline ends, from any spaceline location of that quadrant
 *   to this mission only ("may use its full RANGE to move here from any spaceline location in the Alpha Quadrant":
 *   General Order 7); `solvedIn` may then be left out (no condition).
 *   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP (RANGE used this turn); THE SPACELINE (one spaceline
 *   per quadrant, its two ends); Delta Quadrant rules (the [DQ] icon is that quadrant's).
 */
import { bp } from '../context';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { locationOfZone, zoneKind } from '../zones';
import { finding } from './target-table';
import { isTitled } from '../card-facts';

export type HomewardTarget = {
  readonly kind: 'your-titled-ship-between-ends-and-here';
  readonly titles: readonly string[];
  readonly solvedIn?: { readonly quadrant: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror'; readonly count: number };
  /** From any location of this quadrant's spaceline to here (one way), instead of between the ends and here. */
  readonly fromQuadrant?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';
};

/** For the catalogue test. */
export const HOMEWARD_WORDS: readonly string[] = ['target:your-titled-ship-between-ends-and-here'];

function spacelineEnds(state: GameState): string[] {
  return [...new Set(Object.values(state.spacelines).flatMap((line) => (line && line.length > 0 ? [line[0]!, line[line.length - 1]!] : [])))];
}

function homewardTargets(state: GameState, player: PlayerId, spec: HomewardTarget, self?: string): string[] {
  const here = self && state.cards[self] ? locationOfZone(state, state.cards[self]!.zone) : undefined;
  if (!here) return [];
  if (spec.solvedIn) {
    const solvedIn = spec.solvedIn;
    const solved = (state.completed[player] ?? []).filter((location) => state.locations[location]?.quadrant === solvedIn.quadrant).length;
    if (solved < solvedIn.count) return [];
  }
  const ends = spacelineEnds(state);
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => {
      const card = bp(state, instance.iid);
      return card.type === 'Ship' && spec.titles.some((title) => isTitled(card, title) || card.title.startsWith(`${title} (`)) && zoneKind(instance.zone) === 'space' && !instance.stopped && !(state.turn?.rangeUsed[instance.iid] ?? 0);
    })
    .flatMap((instance) => {
      const at = locationOfZone(state, instance.zone);
      if (!at) return [];
      if (spec.fromQuadrant) return at !== here && state.locations[at]?.quadrant === spec.fromQuadrant ? [`${instance.iid}>${here}`] : [];
      const to = at === here ? ends.filter((end) => end !== here) : ends.includes(at) ? [here] : [];
      return to.map((location) => `${instance.iid}>${location}`);
    });
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const HOMEWARD_TARGETS = finding(['your-titled-ship-between-ends-and-here'], (state, player, spec, self) => homewardTargets(state, player, spec, self));
