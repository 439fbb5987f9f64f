/**
 * Issue 15 (helper ds9mirror): "your Bajoran who died on your previous turn" (Duranja). A personnel killed
 * (`CardLeftPlay { how: 'killed' }`) keeps the turn number of its death while it stays where it went
 * (`CardInstance.killedTurn`, evolve.ts; any later move forgets it). Turn numbers count both players'
 * turns, so on your turn your previous turn is two turns back.
 * Word: target `your-killed-last-turn` (`filter`): a personnel in your discard pile, killed on your previous
 * turn, matching `filter`. It pairs with `killed-to-point-area` (fallen-to-point-area.ts: to your point area,
 * worth its printed INTEGRITY, "in play" for uniqueness only).
 *   1E rulebook › GETTING HURT (killed personnel go to the discard pile); WINNING THE GAME (bonus points);
 *   PLAYING A CARD › ENTERING PLAY (unique cards).
 */
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import { finding } from './target-table';
import type { PersonnelFilter } from './vocabulary-events2';

export type FallenLastTurnTarget = { readonly kind: 'your-killed-last-turn'; readonly filter: PersonnelFilter };

/** For the catalogue test. */
export const FALLEN_LAST_TURN_WORDS: readonly string[] = ['target:your-killed-last-turn'];

export function killedLastTurn(state: GameState, player: PlayerId, spec: FallenLastTurnTarget): string[] {
  const turn = state.turn;
  if (!turn || turn.player !== player) return [];
  return cardsIn(state, Z.discard(player)).filter((iid) => {
    const instance = state.cards[iid]!;
    return instance.owner === player && instance.killedTurn === turn.number - 2 && bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), spec.filter);
  });
}

/** The target word whose legal targets this module finds (behaviour/targets.ts). */
export const FALLEN_LAST_TURN_TARGETS = finding(['your-killed-last-turn'], (state, player, spec) => killedLastTurn(state, player, spec));
