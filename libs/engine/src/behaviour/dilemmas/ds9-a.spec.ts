/**
 * Deep Space Nine dilemmas scripted on branch dilemmas-a (issue 15): the path where each condition
 * (or trigger) is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless"; "Discard dilemma"; "Mission continues"),
 *   NULLIFIERS; THE CARDS › EVENTS (a card lying on a ship changes it while it stays).
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { shipAttribute } from '../ship-modifiers';
import { failed, killed, randomPicks, removed, reseeded, stopped, verdicts } from '../../testing/dilemma-cases';
import { alreadyPlaced, attemptA, discardedCards, placed } from '../../testing/dilemma-cases-a';
import { ofType } from '../../testing/attempt-scene';

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

  it('112_031 Punishment Box: placed on the planet; an OFFICER goes in the box (stopped) or the team cannot get past', () => {
    const ok = attemptA('planet', '112_031', [{ skills: 'OFFICER' }, { skills: 'SCIENCE Archaeology' }]);
    expect(placed(ok.events)).toEqual(['atop:L1']);
    expect(stopped(ok.events)).toEqual([ok.team[0]]);
    expect(ofType(ok.events, 'MissionSolved')).toHaveLength(1);
    const ko = attemptA('planet', '112_031', [{ skills: 'SCIENCE Archaeology' }]);
    expect(placed(ko.events)).toEqual(['atop:L1']);
    expect(failed(ko.events)).toBe(true);
    expect(ko.state.cards[ko.built.ids.seeds[0]!]!.zone).toBe('atop:L1');
  });

  it('112_031 Punishment Box: at the start of each later attempt here an OFFICER is boxed again, or the attempt fails before any seed card', () => {
    const again = attemptA('planet', '112_031', [{ skills: 'OFFICER' }, { skills: 'SCIENCE Archaeology' }], { before: (built) => [alreadyPlaced(built)] });
    expect(ofType(again.events, 'MissionAttemptBegan')[0]!.startOfAttempt).toEqual([again.built.ids.seeds[0]]);
    expect(stopped(again.events)).toEqual([again.team[0]]);
    expect(ofType(again.events, 'MissionSolved')).toHaveLength(1);
    const noOfficer = attemptA('planet', '112_031', [{ skills: 'SCIENCE Archaeology' }], { before: (built) => [alreadyPlaced(built)] });
    expect(failed(noOfficer.events)).toBe(true);
    expect(ofType(noOfficer.events, 'MissionSolved')).toEqual([]);
    expect(noOfficer.state.cards[noOfficer.built.ids.seeds[0]!]!.zone).toBe('atop:L1');
    expect(noOfficer.state.attempt).toBeNull();
  });

  it('112_025 Lethean Telepathic Attack: two Empathy → nothing; otherwise it lies on Julian Bashir if present, who is disabled, or dies when CUNNING+STRENGTH<16', () => {
    const ok = attemptA('planet', '112_025', [{ skills: 'MEDICAL Empathy x2' }, {}]);
    expect([placed(ok.events), failed(ok.events)]).toEqual([[], false]);
    const weak = attemptA('planet', '112_025', [{}, { title: 'Julian Bashir', c: 5, s: 5 }]);
    expect(placed(weak.events)).toEqual([`on:${weak.team[1]}`]);
    expect(killed(weak.events)).toEqual([weak.team[1]]);
    const strong = attemptA('planet', '112_025', [{}, { title: 'Julian Bashir', c: 9, s: 9 }]);
    expect(killed(strong.events)).toEqual([]);
    expect(ofType(strong.events, 'PersonnelDisabled').map((e) => e.card)).toEqual([strong.team[1]]);
    expect(failed(strong.events)).toBe(true);
    const noDoctor = attemptA('planet', '112_025', [{ c: 9, s: 9 }, { c: 9, s: 9 }]);
    expect(ofType(noDoctor.events, 'PersonnelDisabled').map((e) => e.card)).toEqual(randomPicks(noDoctor.events)[0]);
  });

  it('112_026 Lockbox: Greed → nothing; otherwise the Away Team is stopped and it is discarded', () => {
    const ok = attemptA('planet', '112_026', [{ skills: 'CIVILIAN Greed' }, {}]);
    expect([stopped(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attemptA('planet', '112_026', [{}, {}]);
    expect(stopped(ko.events)).toEqual(ko.team);
    expect([failed(ko.events), removed(ko.events)]).toEqual([true, ['failed']]);
  });

  it('112_030 Odo\'s "Cousin": two Exobiology and Geology get past; otherwise it goes back', () => {
    expect(failed(attemptA('planet', '112_030', [{ skills: 'SCIENCE Exobiology x2 Geology' }]).events)).toBe(false);
    const ko = attemptA('planet', '112_030', [{ skills: 'SCIENCE Exobiology Geology' }]);
    expect([failed(ko.events), reseeded(ko.events)]).toEqual([true, true]);
  });

  it('112_005 Altonian Brain Teaser: the most cunning member is stopped (the opponent breaks ties); discarded', () => {
    const run = attemptA('planet', '112_005', [{ c: 5 }, { c: 9 }]);
    expect(stopped(run.events)).toEqual([run.team[1]]);
    expect([failed(run.events), removed(run.events)]).toEqual([false, ['effects-resolved']]);
    const tie = attemptA('planet', '112_005', [{ c: 9 }, { c: 9 }]);
    expect(ofType(tie.events, 'DilemmaChoiceRequested').map((e) => e.choice.player)).toEqual(['p2']);
  });
});
