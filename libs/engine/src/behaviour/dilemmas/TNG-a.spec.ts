/**
 * The Next Generation (TNG) dilemmas scripted on branch dilemmas-a (issue 15): with and without a
 * [Q] card in play.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, AUTOMATIC EFFECTS.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, stopped } from '../../testing/dilemma-cases';
import { person } from '../../testing/attempt-scene';
import { attemptA, stoppedUntil } from '../../testing/dilemma-cases-a';
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

  it('155_004 Divided Loyalties: multi-affiliation and dual personnel stop through two full turns; CUNNING>20 gets past (40 in the Delta Quadrant)', () => {
    const multi = { ...person({ c: 9 }), affiliations: ['Federation', 'Bajoran'] as never };
    const run = attemptA('planet', '155_004', [multi, { ch: ['Dual Personnel'], c: 8 }, { c: 8 }, { c: 8 }]);
    expect(stoppedUntil(run.events).sort()).toEqual([run.team[0], run.team[1]].sort());
    expect(run.events.filter((e) => e.type === 'CardStopped' && e.until !== undefined).map((e) => (e as { until: number }).until)).toEqual([5, 5]);
    expect(failed(run.events)).toBe(true);
    const ok = attemptA('planet', '155_004', [{ c: 8 }, { c: 8 }, { c: 8 }]);
    expect([stoppedUntil(ok.events), failed(ok.events)]).toEqual([[], false]);
    const delta = attemptA('planet', '155_004', [{ c: 8 }, { c: 8 }, { c: 8 }], { quadrant: 'Delta' });
    expect(failed(delta.events)).toBe(true);
  });

  it('155_014 War Games: two ENGINEER, SECURITY and Navigation get past and it lies on the ship; otherwise cannot get past', () => {
    const ok = attemptA('space', '155_014', [{ skills: 'ENGINEER Navigation' }, { skills: 'ENGINEER' }, { skills: 'SECURITY' }]);
    expect(failed(ok.events)).toBe(false);
    expect(ok.state.cards[ok.built.ids.seeds[0]!]!.zone).toBe(`on:${ok.built.ids.ship}`);
    const ko = attemptA('space', '155_014', [{ skills: 'ENGINEER Navigation' }, { skills: 'SECURITY' }]);
    expect(failed(ko.events)).toBe(true);
    expect(ko.state.cards[ko.built.ids.seeds[0]!]!.zone).toBe('under:L1');
  });

  it('155_007 Local Trouble: Anthropology with STRENGTH>24 gets past; otherwise it goes back', () => {
    expect(failed(attemptA('planet', '155_007', [{ skills: 'SCIENCE Anthropology', s: 9 }, { s: 9 }, { s: 9 }]).events)).toBe(false);
    expect(failed(attemptA('planet', '155_007', [{ skills: 'SCIENCE Anthropology', s: 9 }]).events)).toBe(true);
  });

  it('155_001 A Good Day to Lie: three Diplomacy or three Treachery get past; otherwise it goes back', () => {
    expect(failed(attemptA('planet', '155_001', [{ skills: 'OFFICER Treachery x3' }]).events)).toBe(false);
    expect(failed(attemptA('planet', '155_001', [{ skills: 'OFFICER Diplomacy x2' }]).events)).toBe(true);
  });
});
