/**
 * Through the Looking Glass dilemmas scripted on branch dilemmas-a (issue 15): condition met and
 * unmet, "lowest" selections with ties, and requirements doubled by the missions in play.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, CONDITIONAL EFFECTS ("unless");
 *   MISCELLANEOUS RULES › TIES (the player the card names breaks a tie).
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { choices, failed, stopped } from '../../testing/dilemma-cases';
import { attemptA, toDeckTop } from '../../testing/dilemma-cases-a';

describe('Through the Looking Glass dilemmas (dilemmas-a)', () => {
  it('184_014 Unexpected: unless Astrophysics with two Exobiology or a female MEDICAL, a random non-female goes atop the draw deck', () => {
    const ko = attemptA('space', '184_014', [{ ch: ['Female'] }, { ch: ['Male'] }]);
    expect(toDeckTop(ko.events)).toEqual([ko.team[1]]);
    expect(failed(ko.events)).toBe(true);
    const medic = attemptA('space', '184_014', [{ skills: 'MEDICAL', ch: ['Female'] }, { ch: ['Male'] }]);
    expect([toDeckTop(medic.events), failed(medic.events)]).toEqual([[], false]);
    const science = attemptA('space', '184_014', [{ skills: 'SCIENCE Astrophysics Exobiology x2', ch: ['Male'] }]);
    expect(toDeckTop(science.events)).toEqual([]);
  });

  it('184_013 Routine Physical: one weakest member stopped per MEDICAL; two Computer Skill must remain', () => {
    const ok = attemptA('space', '184_013', [{ skills: 'MEDICAL', s: 5 }, { s: 2 }, { s: 3 }, { skills: 'OFFICER Computer Skill x2', s: 8 }]);
    expect(stopped(ok.events)).toEqual([ok.team[1]]);
    expect(failed(ok.events)).toBe(false);
    const two = attemptA('space', '184_013', [{ skills: 'MEDICAL', s: 5 }, { skills: 'MEDICAL', s: 4 }, { s: 6 }, { skills: 'OFFICER Computer Skill x2', s: 1 }]);
    expect(stopped(two.events).slice(0, 2).sort()).toEqual([two.team[1], two.team[3]].sort());
    expect(failed(two.events)).toBe(true);
    const none = attemptA('space', '184_013', [{ s: 1 }, { skills: 'OFFICER Computer Skill x2', s: 8 }]);
    expect([stopped(none.events), failed(none.events)]).toEqual([[], false]);
  });

  it('184_013 Routine Physical: a tie for weakest is broken by the encountering player', () => {
    const tie = attemptA('space', '184_013', [{ skills: 'MEDICAL', s: 5 }, { s: 2 }, { s: 2 }, { skills: 'OFFICER Computer Skill x2', s: 8 }], {
      answer: (choice) => [choice.options[1]!],
    });
    expect(choices(tie.events)).toEqual([expect.objectContaining({ player: 'p1', options: [tie.team[1], tie.team[2]], pick: 1 })]);
    expect(stopped(tie.events)).toEqual([tie.team[2]]);
  });

  it('184_004 Between Duty and Respect: Geology, Leadership and OFFICER pass; doubled with four Bajor Region missions in play', () => {
    const team = [{ skills: 'OFFICER Geology Leadership' }];
    const ok = attemptA('planet', '184_004', team);
    expect(failed(ok.events)).toBe(false);
    const bajor = attemptA('planet', '184_004', team, { moreMissions: ['Alter Records', 'Relocate Settlers', 'Disrupt Alliance', 'Establish Medical Complex'] });
    expect(failed(bajor.events)).toBe(true);
    const doubled = attemptA('planet', '184_004', [...team, ...team], {
      moreMissions: ['Alter Records', 'Relocate Settlers', 'Disrupt Alliance', 'Establish Medical Complex'],
    });
    expect(failed(doubled.events)).toBe(false);
  });
});
