/**
 * Holodeck Adventures dilemmas scripted on branch dilemmas-a (issue 15): parity of the highest
 * CUNNING; first-listed skills shared with the selected member, with and without a hologram; total
 * attributes lower than the selected member's.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, AUTOMATIC EFFECTS, CONDITIONAL EFFECTS;
 *   MISCELLANEOUS RULES › RANDOM SELECTION.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { person } from '../../testing/attempt-scene';
import { failed, killed, randomPicks, stopped } from '../../testing/dilemma-cases';
import { attemptA, stoppedUntil } from '../../testing/dilemma-cases-a';

describe('Holodeck Adventures dilemmas (dilemmas-a)', () => {
  it('125_003 Chula: Echoes: three random members whose highest CUNNING is odd are all stopped; even → nothing', () => {
    const odd = attemptA('planet', '125_003', [{ c: 5 }, { c: 6 }, { c: 7 }]);
    expect(stopped(odd.events).sort()).toEqual([...odd.team].sort());
    const even = attemptA('planet', '125_003', [{ c: 5 }, { c: 7 }, { c: 8 }]);
    expect([stopped(even.events), failed(even.events)]).toEqual([[], false]);
  });

  it('125_011 The Clown: Playing Doctor: a random member and all sharing its first-listed skill die; a hologram makes it a stop', () => {
    const team = [{ skills: 'OFFICER Navigation' }, { skills: 'ENGINEER Navigation Physics' }, { skills: 'SCIENCE Physics' }];
    const run = attemptA('planet', '125_011', team);
    const victim = randomPicks(run.events)[0]![0]!;
    const first = (iid: string) => (iid === run.team[2] ? 'Physics' : 'Navigation');
    expect(killed(run.events).sort()).toEqual(run.team.filter((iid) => first(iid) === first(victim)).sort());
    const holo = attemptA('planet', '125_011', [...team, { ...person({ skills: 'MEDICAL Biology' }), icons: [{ code: 'Holo' }] as never }]);
    expect(killed(holo.events)).toEqual([]);
    expect(stopped(holo.events).length).toBeGreaterThan(0);
  });

  it('125_010 The Clown: Guillotine: two Diplomacy → nothing; otherwise a random member dies and everyone with lower total attributes is stopped until your next turn ends', () => {
    const ok = attemptA('planet', '125_010', [{ skills: 'OFFICER Diplomacy x2' }, {}]);
    expect([killed(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attemptA('planet', '125_010', [{ i: 5, c: 5, s: 5 }, { i: 3, c: 3, s: 3 }, { i: 8, c: 8, s: 8 }]);
    const victim = randomPicks(ko.events)[0]![0]!;
    const totals: Record<string, number> = { [ko.team[0]!]: 15, [ko.team[1]!]: 9, [ko.team[2]!]: 24 };
    expect(killed(ko.events)).toEqual([victim]);
    expect(stoppedUntil(ko.events).sort()).toEqual(ko.team.filter((iid) => totals[iid]! < totals[victim]!).sort());
    expect(failed(ko.events)).toBe(true);
  });
});
