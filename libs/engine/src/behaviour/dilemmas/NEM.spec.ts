/**
 * Nemesis (NEM) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('NEM dilemmas', () => {
  it('241_002 High Ground: STRENGTH>40 at a 25-point mission; the same team falls short at a 30-point (>50) and a 40-point (>60) mission', () => {
    const low = attemptB('planet', '241_002', [{ s: 41 }]);
    expect([verdicts(low.events), failed(low.events)]).toEqual([['met'], false]);
    expect(verdicts(attemptB('planet', '241_002', [{ s: 40 }]).events)).toEqual(['unmet']);
    const thirty = attemptB('planet', '241_002', [{ s: 45 }], { mission: 'Evacuation' });
    expect([verdicts(thirty.events), failed(thirty.events)]).toEqual([['unmet'], true]);
    expect(verdicts(attemptB('planet', '241_002', [{ s: 51 }], { mission: 'Evacuation' }).events)).toEqual(['met']);
    const forty = attemptB('planet', '241_002', [{ s: 55 }], { mission: 'Avert Disaster' });
    expect([verdicts(forty.events), failed(forty.events)]).toEqual([['unmet'], true]);
  });
});
