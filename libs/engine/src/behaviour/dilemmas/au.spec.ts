/**
 * Alternate Universe dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, failed, killed, ofType, verdicts } from '../../testing/dilemma-cases';

describe('Alternate Universe dilemmas', () => {
  it('103_031 Zaldan: Exobiology present → nobody dies; otherwise two random diplomats die; no diplomat → no valid target', () => {
    const ok = attempt('planet', '103_031', [
      { skills: 'OFFICER Diplomacy' },
      { skills: 'SCIENCE Exobiology' },
    ]);
    expect([killed(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attempt('planet', '103_031', [
      { skills: 'OFFICER Diplomacy' },
      { skills: 'OFFICER Diplomacy' },
      { skills: 'OFFICER Diplomacy' },
      { skills: 'OFFICER' },
    ]);
    expect(killed(ko.events)).toHaveLength(2);
    expect(killed(ko.events)).not.toContain(ko.team[3]);
    expect(failed(ko.events)).toBe(true);
    const none = attempt('planet', '103_031', [{ skills: 'OFFICER' }]);
    expect([killed(none.events), failed(none.events)]).toEqual([[], false]);
  });

  it('103_019 Malfunctioning Door: a Soong-type android, or STRENGTH>27 from the four strongest → past; the same total spread over five → fails', () => {
    expect(
      verdicts(attempt('planet', '103_019', [{ ch: ['Android', 'Soong-type android'] }]).events),
    ).toEqual(['met']);
    expect(
      verdicts(
        attempt('planet', '103_019', [{ s: 7 }, { s: 7 }, { s: 7 }, { s: 7 }, { s: 1 }]).events,
      ),
    ).toEqual(['met']);
    const ko = attempt('planet', '103_019', [{ s: 6 }, { s: 6 }, { s: 6 }, { s: 6 }, { s: 6 }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('103_014 Ferengi Attack: CUNNING + STRENGTH over 68 across the team, or Greed → nobody dies; 68 exactly → the opponent picks a victim', () => {
    const ok = attempt('planet', '103_014', [
      { c: 20, s: 15 },
      { c: 20, s: 14 },
    ]);
    expect([killed(ok.events), failed(ok.events)]).toEqual([[], false]);
    expect(killed(attempt('planet', '103_014', [{ skills: 'OFFICER Greed' }]).events)).toEqual([]);
    const ko = attempt('planet', '103_014', [
      { c: 20, s: 14 },
      { c: 20, s: 14 },
    ]);
    expect(killed(ko.events)).toHaveLength(1);
    expect([
      failed(ko.events),
      ofType(ko.events, 'DilemmaChoiceRequested')[0]!.choice.player,
    ]).toEqual([true, 'p2']);
  });
});
