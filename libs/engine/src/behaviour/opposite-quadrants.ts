/**
 * Issue 15 (helper turns): two personnel "from opposite quadrants" present with a card, stopped together
 * as the cost of its ability (Study Divergent History: "stop two personnel present from opposite
 * quadrants to draw a card").
 *   1E current rulings › opposite quadrant: the Alpha Quadrant is the opposite of the Mirror Quadrant, and
 *   vice versa; 1E rulebook › REPORTING FOR DUTY › NATIVE QUADRANT (no icon: Alpha Quadrant; card-facts.ts ›
 *   nativeQuadrant, the [MU] icon native to the Mirror Quadrant).
 * Words:
 * - target `opposite-quadrant-pair-present`: two unstopped personnel of yours aboard the ship or facility
 *   this card lies on, one native to the Alpha Quadrant and the other to the Mirror Quadrant, written `a+b`;
 * - effect `stop-pair-present`: both personnel of the target are stopped (if still unstopped and aboard).
 * Decisions: "personnel present" is read as your own (a cost is paid with your cards); a card lying on a
 * site is not read (sites keep no "aboard" here).
 */
import { bp } from '../context';
import { nativeQuadrant } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { hostOf } from './holoprograms';
import { finding } from './target-table';
import { stopTargetPairAboardHost } from './romance';
import type { VerbContext } from './verbs';

export type OppositeQuadrantsTarget = { readonly kind: 'opposite-quadrant-pair-present' };
export type OppositeQuadrantsEffect = { readonly kind: 'stop-pair-present' };

/** For the catalogue test. */
export const OPPOSITE_QUADRANTS_WORDS: readonly string[] = ['target:opposite-quadrant-pair-present', 'effect:stop-pair-present'];

const OPPOSITE: Readonly<Record<string, string>> = { Alpha: 'Mirror', Mirror: 'Alpha' };

export function oppositeQuadrantPairs(state: GameState, player: PlayerId, self?: string): string[] {
  const host = hostOf(state, self);
  if (!host) return [];
  const free = cardsIn(state, Z.aboard(host)).filter((iid) => state.cards[iid]!.owner === player && !state.cards[iid]!.stopped && bp(state, iid).type === 'Personnel');
  const out: string[] = [];
  for (let i = 0; i < free.length; i += 1)
    for (let j = i + 1; j < free.length; j += 1) if (OPPOSITE[nativeQuadrant(bp(state, free[i]!))] === nativeQuadrant(bp(state, free[j]!))) out.push(`${free[i]!}+${free[j]!}`);
  return out;
}

export const OPPOSITE_QUADRANTS_VERBS: { readonly [K in OppositeQuadrantsEffect['kind']]: (v: VerbContext, effect: Extract<OppositeQuadrantsEffect, { kind: K }>) => void } = {
  'stop-pair-present': (v) => stopTargetPairAboardHost(v),
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const OPPOSITE_QUADRANTS_TARGETS = finding(['opposite-quadrant-pair-present'], (state, player, _spec, self) => oppositeQuadrantPairs(state, player, self));
