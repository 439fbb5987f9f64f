/**
 * Blaze of Glory dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, damaged, failed, reseeded } from '../../testing/dilemma-cases';

describe('Blaze of Glory dilemmas', () => {
  it('116_006 Gravimetric Distortion: one navigator with two Navigation (or two Astrophysics pooled) spares the ship; Navigation split between two does not', () => {
    expect(
      damaged(attempt('space', '116_006', [{ skills: 'OFFICER Navigation x2' }]).events),
    ).toEqual([]);
    expect(
      damaged(
        attempt('space', '116_006', [
          { skills: 'SCIENCE Astrophysics' },
          { skills: 'SCIENCE Astrophysics' },
        ]).events,
      ),
    ).toEqual([]);
    const ko = attempt('space', '116_006', [
      { skills: 'OFFICER Navigation' },
      { skills: 'OFFICER Navigation' },
    ]);
    expect([damaged(ko.events), failed(ko.events), reseeded(ko.events)]).toEqual([
      [ko.built.ids.ship],
      true,
      true,
    ]);
  });
});
