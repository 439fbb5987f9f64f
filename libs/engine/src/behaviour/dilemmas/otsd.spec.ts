/**
 * Officer Selection Kit / Armus dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, failed, killed, stopped, verdicts } from '../../testing/dilemma-cases';

describe('otsd dilemmas', () => {
  it('111_002 Armus: Sticky Situation: the strongest is only stopped when another has Diplomacy and CUNNING>7, killed otherwise; someone must remain', () => {
    const mild = attempt('planet', '111_002', [{ s: 9 }, { skills: 'Diplomacy', c: 8 }]);
    expect([killed(mild.events), stopped(mild.events), failed(mild.events)]).toEqual([[], [mild.team[0]], false]);
    const hard = attempt('planet', '111_002', [{ s: 9 }, { skills: 'Diplomacy', c: 7 }]);
    expect([killed(hard.events), failed(hard.events)]).toEqual([[hard.team[0]], false]);
    const alone = attempt('planet', '111_002', [{ s: 9 }]);
    expect([killed(alone.events), verdicts(alone.events).at(-1), failed(alone.events)]).toEqual([[alone.team[0]], 'unmet', true]);
  });
});
