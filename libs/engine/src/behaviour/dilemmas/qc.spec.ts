/**
 * Q Continuum dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { decide } from '../../decide';
import { attempt, failed, killed, ofType, verdicts } from '../../testing/dilemma-cases';

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

  it('105_010 System-Wide Cascade Failure: your chosen android dies at the end of the turn, the mission going on; with Ira Graves nobody does', () => {
    const run = attempt('planet', '105_010', [{ ch: ['Android'] }, { skills: 'OFFICER' }]);
    expect(ofType(run.events, 'DilemmaPlaced').map((e) => e.ongoing.affected)).toEqual([
      [run.team[0]],
    ]);
    expect(failed(run.events)).toBe(false);
    expect(killed(decide(run.state, { type: 'EndTurn', actor: 'p1' }))).toEqual([run.team[0]]);
    const saved = attempt('planet', '105_010', [{ ch: ['Android'] }, { title: 'Ira Graves' }]);
    expect(ofType(saved.events, 'DilemmaPlaced')).toEqual([]);
    expect(killed(decide(saved.state, { type: 'EndTurn', actor: 'p1' }))).toEqual([]);
  });
});
