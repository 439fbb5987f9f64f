/**
 * First Contact dilemmas scripted on branch dilemmas-a (issue 15): a qualifying OFFICER and
 * Enterprise-E personnel present, and none.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects: no valid
 *   target → nullified), AUTOMATIC EFFECTS.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { person } from '../../testing/attempt-scene';
import { choices, failed, stopped } from '../../testing/dilemma-cases';
import { attemptA } from '../../testing/dilemma-cases-a';

describe('First Contact dilemmas (dilemmas-a)', () => {
  it("109_008 Don't Call Me Ahab: the opponent stops one OFFICER with INTEGRITY>6, and every [Ent-E] personnel is stopped; none such → nothing", () => {
    const entE = { ...person({ skills: 'ENGINEER' }), icons: [{ code: 'Ent-E' }] as never };
    const run = attemptA('planet', '109_008', [{ skills: 'OFFICER', i: 7 }, { skills: 'OFFICER', i: 8 }, { skills: 'OFFICER', i: 5 }, entE]);
    expect(choices(run.events)).toEqual([expect.objectContaining({ player: 'p2', options: [run.team[0], run.team[1]], pick: 1 })]);
    expect(stopped(run.events)).toEqual([run.team[0], run.team[3]]);
    const none = attemptA('planet', '109_008', [{ skills: 'OFFICER', i: 5 }, {}]);
    expect([stopped(none.events), failed(none.events)]).toEqual([[], false]);
  });
});
