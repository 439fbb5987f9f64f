/**
 * Q-Continuum dilemmas scripted on branch dilemmas-a (issue 15): the trigger met and unmet, the
 * condition met and unmet, and the count that depends on another dilemma in play.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects: an
 *   unmet trigger nullifies the effect), CONDITIONAL EFFECTS ("unless").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, killed, stopped, verdicts } from '../../testing/dilemma-cases';
import { ofType } from '../../testing/attempt-scene';
import { stoppedUntil } from '../../testing/dilemma-cases-a';
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

  it("105_007 Q's Vicious Animal Things: the whole Away Team's STRENGTH between 22 and 55 gets past; otherwise a random member dies and it moves under another planet mission", () => {
    const ok = attemptA('planet', '105_007', [{ s: 10 }, { s: 10 }, { s: 10 }]);
    expect([killed(ok.events), failed(ok.events)]).toEqual([[], false]);
    // No member may be left out of the total: 60 is too strong even though one member alone would be in range.
    const strong = attemptA('planet', '105_007', [{ s: 30 }, { s: 30 }]);
    expect(killed(strong.events)).toHaveLength(1);
    expect(failed(strong.events)).toBe(true);
    expect(ofType(strong.events, 'DilemmaReseeded').map((e) => e.location)).toEqual(['L2']);
    const weak = attemptA('planet', '105_007', [{ s: 5 }]);
    expect(killed(weak.events)).toEqual([weak.team[0]]);
  });

  it('105_006 Chinese Finger Puzzle: with androids present the others are stopped and each android for as many of your turns as there are androids; none → nothing', () => {
    const run = attemptA('planet', '105_006', [{ ch: ['Android'] }, { ch: ['Android'] }, {}]);
    expect(stoppedUntil(run.events)).toEqual([run.team[0], run.team[1]]);
    expect(ofType(run.events, 'CardStopped').filter((e) => e.until !== undefined).map((e) => e.until)).toEqual([5, 5]);
    expect(stopped(run.events)).toContain(run.team[2]);
    const none = attemptA('planet', '105_006', [{}, {}]);
    expect([stopped(none.events), failed(none.events)]).toEqual([[], false]);
  });

  it('105_012 Yuta: the opponent names a number among those the team shows; a member with INTEGRITY+CUNNING−STRENGTH equal to it is discarded, with the dilemma', () => {
    const run = attemptA('planet', '105_012', [{ i: 5, c: 5, s: 5 }, { i: 8, c: 6, s: 2 }], { answer: (choice) => [choice.options[1]!] });
    expect(ofType(run.events, 'DilemmaChoiceRequested').map((e) => [e.choice.player, e.choice.options])).toEqual([['p2', ['5', '12']]]);
    expect(ofType(run.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[run.team[1], 'discarded']]);
    expect(ofType(run.events, 'DilemmaRemoved').map((e) => e.reason)).toEqual(['effects-resolved']);
    const alike = attemptA('planet', '105_012', [{ i: 5, c: 5, s: 5 }, { i: 5, c: 5, s: 5 }]);
    expect(ofType(alike.events, 'DilemmaChoiceRequested')).toEqual([]);
    expect(ofType(alike.events, 'CardLeftPlay')).toHaveLength(1);
    expect(failed(alike.events)).toBe(false);
  });
});
