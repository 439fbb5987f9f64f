/**
 * The 50th anniversary (50) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, killed, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('50 dilemmas', () => {
  it("188_004 Jol Yichu'!: Anthropology below and Transporter Skill aboard your staffed ship in orbit → nobody dies; without that ship's Transporter Skill two die (opponent's choice)", () => {
    const ok = attemptB('planet', '188_004', [{ skills: 'Anthropology' }, {}], { orbit: { crew: [{ skills: 'Transporter Skill' }] } });
    expect([killed(ok.events), verdicts(ok.events), failed(ok.events)]).toEqual([[], ['met'], false]);
    const ko = attemptB('planet', '188_004', [{ skills: 'Anthropology' }, {}, {}], { orbit: { crew: [{ skills: 'OFFICER' }] } });
    expect([killed(ko.events), verdicts(ko.events), failed(ko.events)]).toEqual([[ko.team[0], ko.team[1]], ['unmet'], true]);
  });
});
