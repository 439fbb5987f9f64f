/**
 * Virtual promos (VP) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, killed, ofType, verdicts } from '../../testing/dilemma-cases';

import { attemptB } from '../../testing/dilemma-cases-b';
import { ship } from '../../testing/attempt-scene';

describe('VP dilemmas', () => {
  it('132_098 Persistent Individuality: seven different classifications → nobody dies and ENGINEER gets past; three OFFICERs → six would die, so all three do, and no ENGINEER', () => {
    const classes = ['ENGINEER', 'OFFICER', 'MEDICAL', 'SCIENCE', 'SECURITY', 'V.I.P.', 'CIVILIAN'].map((skills) => ({ skills }));
    const ok = attemptB('space', '132_098', classes);
    expect([killed(ok.events), verdicts(ok.events), failed(ok.events)]).toEqual([[], ['met'], false]);
    const ko = attemptB('space', '132_098', [{ skills: 'OFFICER' }, { skills: 'OFFICER' }, { skills: 'OFFICER' }]);
    expect([killed(ko.events).length, verdicts(ko.events), failed(ko.events)]).toEqual([3, ['unmet'], true]);
    const five = attemptB('space', '132_098', [{ skills: 'ENGINEER' }, ...Array.from({ length: 7 }, () => ({ skills: 'OFFICER' }))]);
    expect(killed(five.events)).toHaveLength(5);
  });

  it('132_205 Up Yer Shaft!: a random Computer Skill member goes on top of the draw deck; more ENGINEER than Leadership gets past, as many does not', () => {
    const ok = attemptB('space', '132_205', [{ skills: 'Computer Skill' }, { skills: 'ENGINEER' }, { skills: 'ENGINEER' }, { skills: 'Leadership' }]);
    expect(ofType(ok.events, 'CardMoved').filter((e) => e.to === 'draw:p1').map((e) => e.card)).toEqual([ok.team[0]]);
    expect([ok.state.zones['draw:p1']![0], verdicts(ok.events), failed(ok.events)]).toEqual([ok.team[0], ['met'], false]);
    const ko = attemptB('space', '132_205', [{ skills: 'ENGINEER' }, { skills: 'Leadership' }]);
    expect([ofType(ko.events, 'CardMoved').filter((e) => e.to === 'draw:p1'), verdicts(ko.events), failed(ko.events)]).toEqual([[], ['unmet'], true]);
  });

  it('132_020 Tactical Disadvantage: both hands are shown; with no opposing ship your SHIELDS win and nobody dies; against an opposing ship of equal WEAPONS one random crew member dies and the attempt fails', () => {
    const safe = attemptB('space', '132_020', [{}, {}]);
    expect(ofType(safe.events, 'CardsShown').map((e) => e.to)).toEqual(['p2', 'p1']);
    expect([killed(safe.events), verdicts(safe.events), failed(safe.events)]).toEqual([[], ['met'], false]);
    const outgunned = attemptB('space', '132_020', [{}, {}], { opponentShip: { ship: ship(), crew: [] } });
    expect([killed(outgunned.events).length, verdicts(outgunned.events), failed(outgunned.events)]).toEqual([1, ['unmet'], true]);
  });
});
