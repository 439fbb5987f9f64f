/**
 * The Next Generation: The Sacred Trust… (tstl) dilemmas scripted on branch dilemmas-a (issue 15):
 * the condition met and unmet.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, CONDITIONAL EFFECTS ("unless").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed } from '../../testing/dilemma-cases';
import { attemptA } from '../../testing/dilemma-cases-a';

describe('tstl dilemmas (dilemmas-a)', () => {
  it('163_005 Irrational Commander: two leaders with Honor keep it off; otherwise it is placed on the mission', () => {
    const ok = attemptA('space', '163_005', [{ skills: 'OFFICER Honor' }, { skills: 'ENGINEER Leadership Honor' }]);
    expect(failed(ok.events)).toBe(false);
    expect(ok.state.cards[ok.built.ids.seeds[0]!]!.zone).not.toBe('atop:L1');
    const ko = attemptA('space', '163_005', [{ skills: 'OFFICER Honor' }, { skills: 'ENGINEER Honor' }]);
    expect(failed(ko.events)).toBe(true);
    expect(ko.state.cards[ko.built.ids.seeds[0]!]!.zone).toBe('atop:L1');
  });
});
