/**
 * Strange New Worlds / SaS dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, choices, failed, killed, verdicts } from '../../testing/dilemma-cases';

describe('SaS dilemmas', () => {
  it('141_004 Mimetic Simbiot: three MEDICAL gets past; either way you choose which of two random members dies', () => {
    const ok = attempt('planet', '141_004', [{ skills: 'MEDICAL x3' }, {}, {}]);
    const [choice] = choices(ok.events);
    expect([choice!.player, choice!.options.length, choice!.pick]).toEqual(['p1', 2, 1]);
    expect([killed(ok.events), verdicts(ok.events), failed(ok.events)]).toEqual([[choice!.options[0]], ['met'], false]);
    const ko = attempt('planet', '141_004', [{}, {}]);
    expect([killed(ko.events), verdicts(ko.events), failed(ko.events)]).toEqual([[ko.team[0]], ['unmet'], true]);
  });
});
