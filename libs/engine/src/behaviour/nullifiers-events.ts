/**
 * Cards that cancel dilemmas where they are present (issue 15, second pass): read by the attempt
 * flow as a dilemma is encountered, before its steps (1E rulebook › ATTEMPT A MISSION › NULLIFIERS:
 * a nullified dilemma has no effect and is discarded; "where present": 1E rulebook › MISCELLANEOUS
 * RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT").
 */
import { bp } from '../context';
import type { GameState } from '../types';
import { behaviourOf } from './registry';

/** The first card among `present` (the team and its equipment) that cancels dilemma `card`, if any. */
export function dilemmaNullifiedBy(state: GameState, card: string, present: readonly string[]): string | undefined {
  const title = bp(state, card).title;
  return present.find((iid) =>
    (behaviourOf(state.cards[iid]!.blueprint)?.nullifies ?? []).some((nullifier) => nullifier.kind === 'dilemmas-where-present' && nullifier.titles.some((t) => title.startsWith(t))),
  );
}
