/**
 * The Dominion dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { checkAttempt } from '../../attempt/beginning';
import { attempt, failed, killed, ofType, verdicts } from '../../testing/dilemma-cases';

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

  it('115_010 Friendly Fire: two Leadership and two SECURITY → nothing; otherwise one dies and the mission can no longer be attempted', () => {
    const ok = attempt('planet', '115_010', [
      { skills: 'OFFICER Leadership x2' },
      { skills: 'SECURITY x2' },
    ]);
    expect([killed(ok.events), ofType(ok.events, 'DilemmaPlaced'), failed(ok.events)]).toEqual([
      [],
      [],
      false,
    ]);
    const ko = attempt('planet', '115_010', [
      { skills: 'OFFICER Leadership x2' },
      { skills: 'SECURITY' },
      {},
    ]);
    expect(killed(ko.events)).toHaveLength(1);
    expect(ofType(ko.events, 'DilemmaPlaced').map((e) => e.to)).toEqual(['atop:L1']);
    expect(failed(ko.events)).toBe(true);
    expect(
      checkAttempt(ko.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }),
    ).toMatchObject({ code: 'MISSION_BLOCKED' });
  });
});
