/**
 * Dangerous Missions / dow dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, ofType, randomPicks, removed, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('dow dilemmas', () => {
  it('227_002 Plasma Currents: STRENGTH>50 outside a region; in a region with one other mission STRENGTH>60', () => {
    expect(verdicts(attemptB('space', '227_002', [{ s: 51 }]).events)).toEqual(['met']);
    const region = attemptB('space', '227_002', [{ s: 51 }], { region: 'Test Region' });
    expect([verdicts(region.events), failed(region.events)]).toEqual([['unmet'], true]);
  });

  it("227_004 Some Day I'll Retire Here: INTEGRITY>40 outside a region; in a region with one other mission INTEGRITY>50", () => {
    expect(verdicts(attemptB('planet', '227_004', [{ i: 41 }]).events)).toEqual(['met']);
    const region = attemptB('planet', '227_004', [{ i: 41 }], { region: 'Test Region' });
    expect([verdicts(region.events), failed(region.events)]).toEqual([['unmet'], true]);
  });

  it('227_003 Romulan Mind Probes: one random member goes on with those sharing a printed skill; the rest are stopped; a team all sharing a skill goes on', () => {
    const run = attemptB('planet', '227_003', [{ skills: 'SCIENCE Physics' }, { skills: 'ENGINEER Physics' }, { skills: 'MEDICAL Biology' }]);
    const [[chosen]] = randomPicks(run.events) as [[string]];
    const expected = chosen === run.team[2] ? [run.team[0], run.team[1]] : [run.team[2]];
    expect([stopped(run.events), failed(run.events)]).toEqual([expected, false]);
    const together = attemptB('planet', '227_003', [{ skills: 'OFFICER Honor' }, { skills: 'SECURITY Honor' }]);
    expect(stopped(together.events)).toEqual([]);
  });

  it('227_005 Terrorist Explosion: four SECURITY → your outpost here is spared; otherwise it is damaged and the attempt fails; with no facility of yours here it is nullified', () => {
    const guarded = attemptB('planet', '227_005', [{ skills: 'SECURITY x4' }], { facility: 'Federation Outpost' });
    expect([ofType(guarded.events, 'ShipDamaged'), failed(guarded.events)]).toEqual([[], false]);
    const blast = attemptB('planet', '227_005', [{}], { facility: 'Federation Outpost' });
    expect(ofType(blast.events, 'ShipDamaged').map((e) => blast.state.cards[e.ship]!.zone)).toEqual(['space:L1']);
    expect([failed(blast.events), removed(blast.events)]).toEqual([true, ['failed']]);
    const none = attemptB('planet', '227_005', [{}]);
    expect([ofType(none.events, 'ShipDamaged'), failed(none.events)]).toEqual([[], false]);
  });
});
