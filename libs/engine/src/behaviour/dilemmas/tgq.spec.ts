/**
 * tgq dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { choices, failed, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('tgq dilemmas', () => {
  it('176_004 Nanobiogenic Fugitives: stopping two ENGINEER keeps Computer Skill and Physics for the condition; stopping the one Physics member leaves too little and the attempt fails', () => {
    const team = [{ skills: 'ENGINEER' }, { skills: 'ENGINEER' }, { skills: 'Computer Skill x2 Physics' }];
    const engineers = attemptB('planet', '176_004', team);
    expect(choices(engineers.events).map((c) => [c.player, c.options])).toEqual([['p1', ['mode:two ENGINEER', 'mode:one Physics']]]);
    expect([stopped(engineers.events), verdicts(engineers.events), failed(engineers.events)]).toEqual([[engineers.team[0], engineers.team[1]], ['met'], false]);
    const physics = attemptB('planet', '176_004', team, { answer: () => ['mode:one Physics'] });
    expect([stopped(physics.events)[0], verdicts(physics.events), failed(physics.events)]).toEqual([physics.team[2], ['unmet'], true]);
  });
});
