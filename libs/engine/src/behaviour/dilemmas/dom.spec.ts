/**
 * The Dominion dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, failed, verdicts } from '../../testing/dilemma-cases';

describe('The Dominion dilemmas', () => {
  it('115_009 Founder Secret: a changeling, STRENGTH>70, or CUNNING>40 with a tricorder → past; otherwise fails', () => {
    expect(verdicts(attempt('planet', '115_009', [{ ch: ['Changeling'] }]).events)).toEqual([
      'met',
    ]);
    expect(verdicts(attempt('planet', '115_009', [{ s: 71 }]).events)).toEqual(['met']);
    expect(
      verdicts(attempt('planet', '115_009', [{ c: 41 }], { equipment: ['Tricorder'] }).events),
    ).toEqual(['met']);
    const ko = attempt('planet', '115_009', [{ c: 41, s: 70 }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });
});
