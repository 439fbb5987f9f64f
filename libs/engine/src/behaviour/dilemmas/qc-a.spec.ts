/**
 * Q-Continuum dilemmas scripted on branch dilemmas-a (issue 15): the trigger met and unmet, the
 * condition met and unmet, and the count that depends on another dilemma in play.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects: an
 *   unmet trigger nullifies the effect), CONDITIONAL EFFECTS ("unless").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, killed, verdicts } from '../../testing/dilemma-cases';
import { attemptA, onTable } from '../../testing/dilemma-cases-a';

describe('Q-Continuum dilemmas (dilemmas-a)', () => {
  it('105_004 Android Nightmares: with an android present one random non-android dies unless Empathy is there; no android → nothing', () => {
    const ko = attemptA('planet', '105_004', [{ ch: ['Android'] }, {}, {}]);
    expect(killed(ko.events)).toHaveLength(1);
    expect([ko.team[1], ko.team[2]]).toContain(killed(ko.events)[0]);
    expect(failed(ko.events)).toBe(true);
    const empathy = attemptA('planet', '105_004', [{ ch: ['Android'] }, { skills: 'MEDICAL Empathy' }]);
    expect([killed(empathy.events), failed(empathy.events)]).toEqual([[], false]);
    const none = attemptA('planet', '105_004', [{}, {}]);
    expect([killed(none.events), failed(none.events)]).toEqual([[], false]);
    expect(verdicts(none.events)).toEqual(['unmet']);
  });

  it('105_004 Android Nightmares: three die while Interphasic Plasma Creatures affects you', () => {
    const run = attemptA('planet', '105_004', [{ ch: ['Android'] }, {}, {}, {}, {}], {
      opponentHand: ['103_018'],
      before: (built) => [onTable(built.ids.opponentHand[0]!)],
    });
    expect(killed(run.events)).toHaveLength(3);
    expect(killed(run.events)).not.toContain(run.team[0]);
  });
});
