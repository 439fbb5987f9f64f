/**
 * The Borg (more) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, failed, killed, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('The Borg dilemmas (later-set words)', () => {
  it('124_009 The Weak Will Perish: five random universal Borg and every printed STRENGTH<5 die; non-universal Borg and STRENGTH 5 survive', () => {
    const drone = { affiliation: 'Borg', universal: true, s: 6 };
    const ko = attempt('planet', '124_009', [drone, drone, drone, drone, drone, drone, { s: 4 }, { s: 6 }]);
    const dead = killed(ko.events);
    expect(dead).toHaveLength(6);
    expect(dead).toContain(ko.team[6]);
    expect(dead).not.toContain(ko.team[7]);
    const ok = attempt('planet', '124_009', [{ s: 5 }, { s: 6, affiliation: 'Borg', universal: false }]);
    expect(killed(ok.events)).toEqual([]);
  });

  it('124_008 The Clown: My Festival: three members with INTEGRITY 2, 5 and 7 get past (2 ≤ 3 ≤ 7); three with INTEGRITY 5 each do not', () => {
    const ok = attempt('planet', '124_008', [{ i: 2 }, { i: 5 }, { i: 7 }]);
    expect([verdicts(ok.events), failed(ok.events)]).toEqual([['met'], false]);
    const ko = attempt('planet', '124_008', [{ i: 5 }, { i: 5 }, { i: 5 }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('124_006 Sabotaged Negotiations: four members with INTEGRITY 24 in all get past; with 20 the meeting fails and all but the one with two Treachery die', () => {
    const ok = attemptB('planet', '124_006', [{ i: 6 }, { i: 6 }, { i: 6 }, { i: 6 }]);
    expect([verdicts(ok.events), killed(ok.events), failed(ok.events)]).toEqual([['met'], [], false]);
    const ko = attemptB('planet', '124_006', [{ i: 5, skills: 'Treachery x2' }, { i: 5, skills: 'Treachery' }, { i: 5 }, { i: 5 }]);
    expect([verdicts(ko.events), [...killed(ko.events)].sort(), failed(ko.events)]).toEqual([['unmet'], [ko.team[1], ko.team[2], ko.team[3]].sort(), true]);
  });
});
