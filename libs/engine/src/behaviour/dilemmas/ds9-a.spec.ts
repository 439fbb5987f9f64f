/**
 * Deep Space Nine dilemmas scripted on branch dilemmas-a (issue 15): the path where each condition
 * (or trigger) is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless"; "Discard dilemma"; "Mission continues"),
 *   NULLIFIERS; THE CARDS › EVENTS (a card lying on a ship changes it while it stays).
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { shipAttribute } from '../ship-modifiers';
import { failed, killed, removed, reseeded, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptA, discardedCards, placed } from '../../testing/dilemma-cases-a';

describe('Deep Space Nine dilemmas (dilemmas-a)', () => {
  it('112_020 Garanian Bolites: two random members are stopped unless together CUNNING>15 or a Hypospray is there; the mission goes on', () => {
    const ko = attemptA('planet', '112_020', [{ c: 5 }, { c: 5 }, { c: 5 }]);
    expect(stopped(ko.events)).toHaveLength(2);
    expect(failed(ko.events)).toBe(false);
    expect(removed(ko.events)).toEqual(['effects-resolved']);
    const cunning = attemptA('planet', '112_020', [{ c: 9 }, { c: 9 }]);
    expect(stopped(cunning.events)).toEqual([]);
    const hypospray = attemptA('planet', '112_020', [{ c: 5 }, { c: 5 }], { equipment: ['Hypospray'] });
    expect(stopped(hypospray.events)).toEqual([]);
    expect(verdicts(hypospray.events)).toContain('met');
  });

  it('112_023 Isolinear Puzzle: lies on the ship, RANGE and WEAPONS 4 lower; two ENGINEER nullify it', () => {
    const ko = attemptA('space', '112_023', [{ skills: 'ENGINEER' }]);
    const ship = ko.built.ids.ship!;
    expect(placed(ko.events)).toEqual([`on:${ship}`]);
    expect([shipAttribute(ko.state, ship, 'RANGE'), shipAttribute(ko.state, ship, 'WEAPONS')]).toEqual([
      shipAttribute(ko.before, ship, 'RANGE') - 4,
      shipAttribute(ko.before, ship, 'WEAPONS') - 4,
    ]);
    const ok = attemptA('space', '112_023', [{ skills: 'ENGINEER' }, { skills: 'ENGINEER' }]);
    expect(placed(ok.events)).toEqual([]);
    expect(removed(ok.events)).toEqual(['nullified']);
    expect(shipAttribute(ok.state, ship, 'RANGE')).toBe(shipAttribute(ok.before, ship, 'RANGE'));
  });

  it('112_035 Subspace Seaweed: without three Navigation it clings to the ship (RANGE −3); with them nothing happens', () => {
    const ko = attemptA('space', '112_035', [{ skills: 'OFFICER Navigation x2' }]);
    const ship = ko.built.ids.ship!;
    expect(placed(ko.events)).toEqual([`on:${ship}`]);
    expect(shipAttribute(ko.state, ship, 'RANGE')).toBe(shipAttribute(ko.before, ship, 'RANGE') - 3);
    expect(failed(ko.events)).toBe(true);
    const ok = attemptA('space', '112_035', [{ skills: 'OFFICER Navigation x3' }]);
    expect([placed(ok.events), failed(ok.events)]).toEqual([[], false]);
  });

  it("112_033 Seismic Quake: the opponent's odd score stops one member, an even one kills; Geology gets past, else it goes back", () => {
    const odd = attemptA('planet', '112_033', [{ skills: 'SCIENCE Geology' }, {}], { score: { p2: 5 } });
    expect([stopped(odd.events).length, killed(odd.events)]).toEqual([1, []]);
    expect(failed(odd.events)).toBe(false);
    const even = attemptA('planet', '112_033', [{}, {}], { score: { p2: 10 } });
    expect(killed(even.events)).toHaveLength(1);
    expect(failed(even.events)).toBe(true);
    expect(reseeded(even.events)).toBe(true);
  });

  it('112_012 Common Thief: steals one piece of equipment if any; otherwise the opponent kills one with STRENGTH+CUNNING<15; nobody weak → nothing', () => {
    const equipped = attemptA('planet', '112_012', [{ s: 5, c: 5 }], { equipment: ['Hypospray'] });
    expect(discardedCards(equipped.events)).toEqual(equipped.built.ids.equipment);
    expect(killed(equipped.events)).toEqual([]);
    const weak = attemptA('planet', '112_012', [{ s: 5, c: 5 }, { s: 9, c: 9 }]);
    expect(killed(weak.events)).toEqual([weak.team[0]]);
    const strong = attemptA('planet', '112_012', [{ s: 8, c: 8 }]);
    expect([killed(strong.events), discardedCards(strong.events)]).toEqual([[], []]);
    expect(removed(weak.events)).toEqual(['effects-resolved']);
  });
});
