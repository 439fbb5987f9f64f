/**
 * Issue 15 (partials-ei): a card that plays for free while you have a number of matching personnel in
 * play ("for free if you have three [Car] personnel in play"). Joined to `FreePlay` (free-plays.ts) with
 * one line, read by `playsFree`.
 *   1E rulebook › PLAYING "FOR FREE".
 */
import type { GameState, PlayerId } from '../types';
import { personnelInPlay } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';

/** For free while you have at least `count` personnel matching `filter` in play (anywhere). */
export type FreePlayCount = { readonly kind: 'with-count-in-play'; readonly filter: PersonnelFilter; readonly count: number };

/** Whether `player` has enough matching personnel in play for the free play. */
export function freeByCount(state: GameState, player: PlayerId, free: FreePlayCount): boolean {
  return personnelInPlay(state, player, free.filter).length >= free.count;
}
