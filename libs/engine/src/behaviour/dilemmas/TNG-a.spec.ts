/**
 * The Next Generation (TNG) dilemmas scripted on branch dilemmas-a (issue 15): with and without a
 * [Q] card in play.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, AUTOMATIC EFFECTS.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, stopped } from '../../testing/dilemma-cases';
import { attemptA } from '../../testing/dilemma-cases-a';
import type { GameEvent } from '../../types';

describe('TNG dilemmas (dilemmas-a)', () => {
  it('155_010 Pinned Down: two random members are stopped, a third when a [Q] card is in play', () => {
    const plain = attemptA('planet', '155_010', [{}, {}, {}, {}]);
    expect(stopped(plain.events)).toHaveLength(2);
    expect(failed(plain.events)).toBe(false);
    const q = attemptA('planet', '155_010', [{}, {}, {}, {}], {
      opponentHand: ['105_087'],
      before: (built) => [{ type: 'CardMoved', card: built.ids.opponentHand[0]!, from: 'hand:p2', to: 'table:p2', faceUp: true, reason: 'scene' } as GameEvent],
    });
    expect(stopped(q.events)).toHaveLength(3);
  });
});
