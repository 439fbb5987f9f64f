/**
 * Holodeck Adventures dilemmas scripted on branch dilemmas-a (issue 15): parity of the highest
 * CUNNING; first-listed skills shared with the selected member, with and without a hologram; total
 * attributes lower than the selected member's.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, AUTOMATIC EFFECTS, CONDITIONAL EFFECTS;
 *   MISCELLANEOUS RULES › RANDOM SELECTION.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { person, ship } from '../../testing/attempt-scene';
import { failed, killed, randomPicks, stopped } from '../../testing/dilemma-cases';
import { alreadyPlaced, attemptA, placed, stoppedUntil } from '../../testing/dilemma-cases-a';
import { ofType, runAttempt } from '../../testing/attempt-scene';
import { evolveAll } from '../../evolve';
import type { GameEvent } from '../../types';

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
    // A hologram exists only aboard a ship with a Holodeck (1E rulebook › HOLOGRAPHIC PERSONNEL AND EQUIPMENT).
    const holodeck = { ...ship(), ship: { ...ship().ship!, specialEquipment: ['Holodeck'] } };
    const holo = attemptA('space', '125_011', [...team, { ...person({ skills: 'MEDICAL Biology' }), icons: [{ code: 'Holo' }] as never }], { ship: holodeck });
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

  it('125_012 Your Galaxy Is Impure: a random member dies and it stays on the mission', () => {
    const run = attemptA('planet', '125_012', [{}, { skills: 'SCIENCE Archaeology' }]);
    expect(killed(run.events)).toEqual(randomPicks(run.events)[0]);
    expect(placed(run.events)).toEqual(['atop:L1']);
  });

  it('125_012 Your Galaxy Is Impure: every later attempt here first loses a member of the attempting player\'s choice; attempts elsewhere do not', () => {
    const again = attemptA('planet', '125_012', [{}, { skills: 'SCIENCE Archaeology' }], {
      before: (built) => [alreadyPlaced(built)],
      answer: (choice) => [choice.options[0]!],
      moreMissions: ['Excavation'],
    });
    expect(ofType(again.events, 'DilemmaChoiceRequested')[0]!.choice).toEqual(expect.objectContaining({ player: 'p1', options: again.team, pick: 1 }));
    expect(killed(again.events)).toEqual([again.team[0]]);
    expect(ofType(again.events, 'MissionSolved')).toHaveLength(1);
    const walked = evolveAll(
      again.team.map((card) => ({ type: 'CardMoved', card, from: 'surface:L1', to: 'surface:L2', faceUp: true, reason: 'scene' }) as GameEvent),
      again.before,
    );
    const elsewhere = runAttempt(walked, { type: 'AttemptMission', actor: 'p1', location: 'L2' });
    expect(ofType(elsewhere.events, 'MissionAttemptBegan')).toHaveLength(1);
    expect(ofType(elsewhere.events, 'MissionAttemptBegan')[0]!.startOfAttempt).toBeUndefined();
    expect(killed(elsewhere.events)).toEqual([]);
  });

  it('125_005 Cytoplasmic Life-form: three Exobiology keep it off; otherwise it is placed on the mission', () => {
    const ok = attemptA('planet', '125_005', [{ skills: 'SCIENCE Exobiology x3' }]);
    expect([placed(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attemptA('planet', '125_005', [{ skills: 'SCIENCE Exobiology x2' }]);
    expect([placed(ko.events), failed(ko.events)]).toEqual([['atop:L1'], true]);
  });
});
