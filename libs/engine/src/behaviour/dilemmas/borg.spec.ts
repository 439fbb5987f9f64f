/**
 * The Borg dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, failed, verdicts, endTurn, ofType, killed } from '../../testing/dilemma-cases';

describe('The Borg dilemmas', () => {
  it('124_007 The Clown: Beneath the Mask: one personnel with total attributes>23 → past; two at 23 each (no pooling) → fails', () => {
    expect(verdicts(attempt('planet', '124_007', [{ i: 8, c: 8, s: 8 }]).events)).toEqual(['met']);
    const ko = attempt('planet', '124_007', [
      { i: 8, c: 8, s: 7 },
      { i: 8, c: 8, s: 7 },
    ]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('124_001 Ankari "Spirits": three Honor and INTEGRITY>35 → not placed; otherwise on the ship, two crew die now and two at the next turn start', () => {
    const ok = attempt('space', '124_001', [{ skills: 'OFFICER Honor x3', i: 36 }, {}]);
    expect([ofType(ok.events, 'DilemmaPlaced'), killed(ok.events), failed(ok.events)]).toEqual([
      [],
      [],
      false,
    ]);
    const ko = attempt('space', '124_001', [{}, {}, {}, {}, {}]);
    expect(ofType(ko.events, 'DilemmaPlaced').map((e) => e.to)).toEqual([
      `on:${ko.built.ids.ship}`,
    ]);
    expect(killed(ko.events)).toHaveLength(2);
    expect(failed(ko.events)).toBe(true);
    expect(killed(endTurn(ko.state).events)).toHaveLength(2);
  });
});
