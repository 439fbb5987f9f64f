/**
 * Issue 15: "one personnel … is killed at random" — the one way card effects pick and kill a random
 * personnel: the choice drawn from the game's PRNG and recorded (`RandomCardsSelected`, the candidates
 * and the outcome, so a replay and a judge see it), then the kill (attempt/leaving-play.ts).
 *   1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION; GETTING HURT › KILLED.
 */
import { leavePlay } from '../attempt/leaving-play';
import { bp } from '../context';
import { RULES } from '../rules';
import { selectAtRandom } from './random-selection';
import type { VerbContext } from './verbs';

/** Kills one of `candidates` at random for the card `v.card`; the victim, or null when there is none. */
export function killOneAtRandom(v: VerbContext, candidates: readonly string[], rule: string = RULES.randomSelection): string | null {
  if (candidates.length === 0) return null;
  const [victim] = selectAtRandom(v.ctx, { purpose: bp(v.ctx.state, v.card).title, candidates, draw: 'pick', rule, hurts: true });
  if (!victim) return null;
  leavePlay(v.ctx, victim, 'killed', v.card);
  return victim;
}
