/**
 * Q Continuum dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, failed, verdicts } from '../../testing/dilemma-cases';

describe('Q Continuum dilemmas', () => {
  it('105_009 Security Precautions: an android, a phaser with the team or three SECURITY → past; two SECURITY → fails', () => {
    expect(verdicts(attempt('planet', '105_009', [{ ch: ['Android'] }]).events)).toEqual(['met']);
    expect(
      verdicts(
        attempt('planet', '105_009', [{ skills: 'OFFICER' }], {
          equipment: ['Starfleet Type II Phaser'],
        }).events,
      ),
    ).toEqual(['met']);
    expect(verdicts(attempt('planet', '105_009', [{ skills: 'SECURITY x3' }]).events)).toEqual([
      'met',
    ]);
    const ko = attempt('planet', '105_009', [{ skills: 'SECURITY x2' }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });
});
