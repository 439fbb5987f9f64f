/**
 * Through the Looking Glass dilemmas scripted on branch dilemmas-a (issue 15): condition met and
 * unmet, "lowest" selections with ties, and requirements doubled by the missions in play.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, CONDITIONAL EFFECTS ("unless");
 *   MISCELLANEOUS RULES › TIES (the player the card names breaks a tie).
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { choices, failed, killed, randomPicks, stopped } from '../../testing/dilemma-cases';
import { attemptA, moved, toDeckTop } from '../../testing/dilemma-cases-a';
import { decide } from '../../decide';
import { evolveAll } from '../../evolve';
import { ofType, ship } from '../../testing/attempt-scene';

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

  it('184_008 Exe-Q-tioner: Treachery with INTEGRITY<29 → nothing; otherwise a random member dies and the opponent reseeds it under another unsolved mission', () => {
    const ok = attemptA('planet', '184_008', [{ skills: 'OFFICER Treachery', i: 5 }]);
    expect([killed(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attemptA('planet', '184_008', [{ i: 5 }, { i: 5 }]);
    expect(killed(ko.events)).toHaveLength(1);
    expect(ofType(ko.events, 'DilemmaReseeded').map((e) => e.location)).toEqual(['L2']);
    expect(ko.state.zones['under:L2']).toEqual([ko.built.ids.seeds[0]]);
    const two = attemptA('planet', '184_008', [{ i: 5 }, { i: 5 }], { moreMissions: ['Relief Mission', 'Excavation'] });
    expect(choices(two.events)).toEqual([expect.objectContaining({ player: 'p2', options: ['L2', 'L3'], pick: 1 })]);
  });

  it("184_003 Attractive Antiquities: Honor, OFFICER and SECURITY get past with no latinum in play; each opponent's latinum asks INTEGRITY>20 more; Acquisition with two Greed always", () => {
    const team = [{ skills: 'OFFICER Honor', i: 6 }, { skills: 'SECURITY', i: 6 }];
    expect(failed(attemptA('planet', '184_003', team).events)).toBe(false);
    const latinum = { opponentHand: ['Gold-Pressed Latinum'], before: (built: { ids: { opponentHand: string[] } }) => [moved(built.ids.opponentHand[0]!, 'hand:p2', 'table:p2')] };
    expect(failed(attemptA('planet', '184_003', team, latinum).events)).toBe(true);
    expect(failed(attemptA('planet', '184_003', [...team, { i: 9 }], latinum).events)).toBe(false);
    expect(failed(attemptA('planet', '184_003', [{ skills: 'CIVILIAN Acquisition Greed x2' }], latinum).events)).toBe(false);
  });

  it('184_011 Nausicaans: Pirates: two random crew die unless two Navigation, three SECURITY and STRENGTH>40; a cloaking ship may instead show CUNNING>40', () => {
    const ko = attemptA('space', '184_011', [{ c: 9 }, { c: 9 }, { c: 9 }, { c: 9 }, { c: 9 }]);
    expect(killed(ko.events)).toHaveLength(2);
    expect(failed(ko.events)).toBe(true);
    const guards = attemptA('space', '184_011', [{ skills: 'SECURITY Navigation x2', s: 14 }, { skills: 'SECURITY', s: 14 }, { skills: 'SECURITY', s: 14 }]);
    expect([killed(guards.events), failed(guards.events)]).toEqual([[], false]);
    const cloaked = attemptA('space', '184_011', [{ c: 9 }, { c: 9 }, { c: 9 }, { c: 9 }, { c: 9 }], { ship: { ...ship(), characteristics: ['Cloaking Device'] } });
    expect([killed(cloaked.events), failed(cloaked.events)]).toEqual([[], false]);
  });

  it("184_009 Looking for Par'mach: a male and a female, or an OFFICER with CUNNING>60, get past", () => {
    expect(failed(attemptA('space', '184_009', [{ ch: ['Male'] }, { ch: ['Female'] }]).events)).toBe(false);
    expect(failed(attemptA('space', '184_009', [{ ch: ['Male'] }, { ch: ['Male'] }]).events)).toBe(true);
  });

  it('184_002 Alien Abduction: Test Subjects: three random crew members are held atop the mission; two Physics aboard cure it later', () => {
    const ko = attemptA('space', '184_002', [{}, {}, {}, {}], { hand: [{ skills: 'SCIENCE Physics x2' }] });
    const held = randomPicks(ko.events)[0]!;
    expect(held).toHaveLength(3);
    expect(held.map((iid) => ko.state.cards[iid]!.zone)).toEqual(['atop:L1', 'atop:L1', 'atop:L1']);
    // Later, two Physics aboard the ship at the mission cure it (CureDilemma) and the held return.
    const arrival = evolveAll([moved(ko.built.ids.hand[0]!, 'hand:p1', `aboard:${ko.built.ids.ship}`)], ko.state);
    const cure = decide(arrival, { type: 'CureDilemma', actor: 'p1', dilemma: ko.built.ids.seeds[0]! });
    const after = evolveAll(cure, arrival);
    expect(Object.keys(after.ongoing)).toEqual([]);
    expect(held.every((iid) => after.cards[iid]!.zone !== 'atop:L1')).toBe(true);
  });
});
