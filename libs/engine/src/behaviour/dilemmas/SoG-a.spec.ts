/**
 * Star Trek: The Original Series (SoG) dilemmas scripted on branch dilemmas-a (issue 15): the
 * selected members meeting the test and not; a member lacking the mission's skills and not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   CONDITIONAL EFFECTS ("Mission continues"); MISCELLANEOUS RULES › RANDOM SELECTION.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { choices, failed, killed, randomPicks, removed, stopped } from '../../testing/dilemma-cases';
import { attemptA } from '../../testing/dilemma-cases-a';
import { realCard } from '../../testing/attempt-scene';

describe('SoG dilemmas (dilemmas-a)', () => {
  it('149_002 Armus: Roulette: four random members with CUNNING>30 together go free; otherwise all four are stopped and the opponent kills one of them; the mission goes on', () => {
    const ok = attemptA('planet', '149_002', [{ c: 9 }, { c: 9 }, { c: 9 }, { c: 9 }]);
    expect([killed(ok.events), stopped(ok.events), failed(ok.events)]).toEqual([[], [], false]);
    const leader = attemptA('planet', '149_002', [{ skills: 'OFFICER Leadership', i: 8, c: 5 }, { c: 5 }, { c: 5 }, { c: 5 }]);
    expect(killed(leader.events)).toEqual([]);
    const ko = attemptA('planet', '149_002', [{ c: 5 }, { c: 5 }, { c: 5 }, { c: 5 }, { c: 5 }]);
    const four = randomPicks(ko.events)[0]!;
    expect(choices(ko.events)).toEqual([expect.objectContaining({ player: 'p2', pick: 1 })]);
    expect(killed(ko.events)).toHaveLength(1);
    expect(four).toContain(killed(ko.events)[0]);
    expect(stopped(ko.events).sort()).toEqual([...four].sort());
    expect(failed(ko.events)).toBe(false);
    expect(removed(ko.events)).toEqual(['effects-resolved']);
  });

  it('149_003 Helpless: a random member without a skill the mission names is stopped with one other; with such a skill nothing happens', () => {
    // Excavation asks for Archaeology (or CUNNING>32).
    const ko = attemptA('planet', '149_003', [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }, { skills: 'SCIENCE' }]);
    expect(stopped(ko.events)).toHaveLength(2);
    expect(stopped(ko.events)[0]).toBe(randomPicks(ko.events)[0]![0]);
    const ok = attemptA('planet', '149_003', [{ skills: 'SCIENCE Archaeology' }, { skills: 'SCIENCE Archaeology' }]);
    expect([stopped(ok.events), failed(ok.events)]).toEqual([[], false]);
  });

  it('149_006 Shore Leave: a male and a female, or Honor with INTEGRITY>50, get past', () => {
    expect(failed(attemptA('planet', '149_006', [{ ch: ['Male'] }, { ch: ['Female'] }]).events)).toBe(false);
    expect(failed(attemptA('planet', '149_006', [{ ch: ['Female'] }]).events)).toBe(true);
  });

  it('149_008 The Loss: two Empathy, two Mindmeld, two androids or INTEGRITY>38 get past', () => {
    expect(failed(attemptA('planet', '149_008', [{ ch: ['Android'] }, { ch: ['Android'] }]).events)).toBe(false);
    expect(failed(attemptA('planet', '149_008', [{ ch: ['Android'] }, { skills: 'MEDICAL Empathy' }]).events)).toBe(true);
  });

  it("149_001 Armus: Energy Field: one random member aboard the ship is stopped; the rest must meet the mission's requirements", () => {
    // Study Stellar Collision asks for Stellar Cartography: two such members, one stopped, the other still qualifies.
    const mission = realCard('Study Stellar Collision').mission!.requirementText;
    expect(mission).toBeTruthy();
    const ok = attemptA('space', '149_001', [{ skills: 'SCIENCE Stellar Cartography' }, { skills: 'SCIENCE Stellar Cartography' }]);
    expect(stopped(ok.events)).toHaveLength(1);
    expect(failed(ok.events)).toBe(false);
    const ko = attemptA('space', '149_001', [{}, {}]);
    expect(failed(ko.events)).toBe(true);
  });
});
