/**
 * Rules of Acquisition (more) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, killed, reseeded, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('Rules of Acquisition dilemmas (later-set words)', () => {
  it('117_004 Center of Attention: a hand weapon with CUNNING>36 → nobody dies; without the weapon the Treachery member dies (opponent\'s choice) and the dilemma is discarded', () => {
    const team = [{ skills: 'Treachery', c: 30 }, { c: 7 }];
    const ok = attemptB('planet', '117_004', team, { equipment: ['Starfleet Type II Phaser'] });
    expect([killed(ok.events), verdicts(ok.events), failed(ok.events)]).toEqual([[], ['met'], false]);
    const ko = attemptB('planet', '117_004', team);
    expect([killed(ko.events), failed(ko.events), reseeded(ko.events)]).toEqual([[ko.team[0]], true, false]);
  });
});
