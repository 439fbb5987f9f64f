/**
 * Issue 15 (helper objectives): a card lying on a mission its owner solved, that scores once the opponent has solved
 * a mission next to it or in its region ("once solved, if opponent subsequently solves (or has solved) a mission that
 * is adjacent or in the same region, score points; opponent loses points (discard objective)": Disguise Encroachment).
 * Word: card field `scoresWhenOpponentSolvesNear` (`points`) — checked after every command (decide.ts): its owner has
 * completed the mission it lies atop and the opponent has completed another mission adjacent on the spaceline or in
 * the same region: its owner scores `points` bonus points, the opponent loses as many, and it is discarded.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; WINNING THE GAME (bonus points); MISCELLANEOUS RULES ›
 *   "ADJACENT".
 */
import type { Ctx } from '../context';
import type { GameState } from '../types';
import { other, zoneArg, zoneKind } from '../zones';
import { tableIndex } from '../table-index';
import { behaviourOf } from './registry';
import { blueprintsWhere } from './blueprints-where';
import type { CardBehaviour } from './vocabulary';
import { runEffects } from './verbs';

export interface ScoresWhenOpponentSolvesNear {
  readonly points: number;
}

/** For the catalogue test and the README. */
export const NEAR_SOLVE_WORDS: readonly string[] = ['field:scoresWhenOpponentSolvesNear'];

function near(state: GameState, a: string, b: string): boolean {
  if (a === b) return false;
  const region = state.locations[a]?.region;
  if (region && state.locations[b]?.region === region) return true;
  const line = state.spacelines[state.locations[a]!.quadrant] ?? [];
  const index = line.indexOf(a);
  return index >= 0 && (line[index - 1] === b || line[index + 1] === b);
}

const scoresNear = (behaviour: CardBehaviour) => behaviour.scoresWhenOpponentSolvesNear;

/** After a command: each such card whose condition now holds scores and is discarded. */
export function scoreNearSolves(ctx: Ctx): void {
  if (ctx.state.phase !== 'play') return;
  // Issue 17 (eighteenth session): after every command; none of the game's cards has the word in most games.
  if (blueprintsWhere(ctx.state, scoresNear).size === 0) return;
  for (const instance of tableIndex(ctx.state).inPlay) {
    if (!instance.faceUp || zoneKind(instance.zone) !== 'atop') continue;
    const spec = behaviourOf(instance.blueprint)?.scoresWhenOpponentSolvesNear;
    if (!spec) continue;
    const location = zoneArg(instance.zone);
    const state = ctx.state;
    if (!(state.completed[instance.owner] ?? []).includes(location)) continue;
    if (!(state.completed[other(instance.owner)] ?? []).some((solved) => state.locations[solved] && near(state, location, solved))) continue;
    runEffects({ ctx, player: instance.owner, card: instance.iid }, [
      { kind: 'score-points', points: spec.points, bonus: true },
      { kind: 'score-points', points: -spec.points, bonus: true, who: 'opponent' },
      { kind: 'discard-self' },
    ]);
  }
}
