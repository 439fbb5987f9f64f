/**
 * What evolve records for the `dilemma-resolved` window (issue 15, windows; attempt-windows.ts):
 * while a dilemma is being encountered, every card killed (and the zone it died in) and every card
 * stopped. Pure, no rules: evolve.ts hands every event here with one line. A new encounter starts a
 * new record; the record goes with the attempt.
 */
import type { GameEvent, GameState } from '../types';
import type { HurtRecord } from './vocabulary-attempt-windows';

const EMPTY: HurtRecord = { killed: [], killedFrom: [], stopped: [] };

export function trackDilemmaHurt(state: GameState, event: GameEvent): GameState {
  const attempt = state.attempt;
  if (!attempt) return state;
  if (event.type === 'DilemmaEncountered') {
    if (!attempt.hurt) return state;
    const { hurt: _done, ...rest } = attempt;
    void _done;
    return { ...state, attempt: rest };
  }
  if (!attempt.dilemma) return state;
  const hurt = attempt.hurt ?? EMPTY;
  if (event.type === 'CardStopped') return { ...state, attempt: { ...attempt, hurt: { ...hurt, stopped: [...hurt.stopped, event.card] } } };
  // Issue 15 (helper intr): the dilemma's own bonus points for the attempting player (Worshiper "exploited").
  if (event.type === 'PointsScored' && event.bonus && event.points > 0 && event.source === attempt.dilemma && event.player === attempt.player)
    return { ...state, attempt: { ...attempt, hurt: { ...hurt, scored: (hurt.scored ?? 0) + event.points } } };
  if (event.type === 'CardLeftPlay' && event.how === 'killed')
    return { ...state, attempt: { ...attempt, hurt: { ...hurt, killed: [...hurt.killed, event.card], killedFrom: [...hurt.killedFrom, event.from] } } };
  return state;
}
