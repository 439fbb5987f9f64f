/**
 * Rules of Acquisition dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, damaged, failed, reseeded, verdicts } from '../../testing/dilemma-cases';

describe('Rules of Acquisition dilemmas', () => {
  it('117_010 Orion Syndicate Bomb: Transporter Skill aboard → undamaged; otherwise the ship is damaged, the attempt fails, the dilemma is discarded', () => {
    const ok = attempt('space', '117_010', [{ skills: 'OFFICER Transporter Skill' }]);
    expect([damaged(ok.events).length, failed(ok.events)]).toEqual([0, false]);
    const ko = attempt('space', '117_010', [{ skills: 'OFFICER' }]);
    expect([damaged(ko.events), failed(ko.events), reseeded(ko.events)]).toEqual([
      [ko.built.ids.ship],
      true,
      false,
    ]);
  });

  it('117_009 In the Pale Moonlight: INTEGRITY 3, a Federation Treachery personnel, or a Founder → past; Treachery in a Klingon → fails', () => {
    expect(verdicts(attempt('planet', '117_009', [{ i: 3 }]).events)).toEqual(['met']);
    expect(
      verdicts(
        attempt('planet', '117_009', [{ skills: 'OFFICER Treachery', affiliation: 'Federation' }])
          .events,
      ),
    ).toEqual(['met']);
    expect(verdicts(attempt('planet', '117_009', [{ ch: ['Founder'] }]).events)).toEqual(['met']);
    const ko = attempt('planet', '117_009', [
      { skills: 'OFFICER Treachery', affiliation: 'Klingon', i: 4 },
      { i: 5 },
    ]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });
});
