/**
 * The Borg dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, failed, verdicts } from '../../testing/dilemma-cases';

describe('The Borg dilemmas', () => {
  it('124_007 The Clown: Beneath the Mask: one personnel with total attributes>23 → past; two at 23 each (no pooling) → fails', () => {
    expect(verdicts(attempt('planet', '124_007', [{ i: 8, c: 8, s: 8 }]).events)).toEqual(['met']);
    const ko = attempt('planet', '124_007', [
      { i: 8, c: 8, s: 7 },
      { i: 8, c: 8, s: 7 },
    ]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });
});
