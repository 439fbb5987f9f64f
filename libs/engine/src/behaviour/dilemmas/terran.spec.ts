/**
 * Mirror, Mirror / terran dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { choices, failed, removed as removedAs, killed, ofType, randomPicks, removed, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';
import type { Card } from '@captains-log/cards';
import { ship } from '../../testing/attempt-scene';

describe('terran dilemmas', () => {
  it('191_005 Reflections: half the crew (random, rounded down) is stopped while the opponent holds cards, killed when their hand is empty; one member with Mindmeld and Treachery nullifies it', () => {
    const held = attemptB('space', '191_005', [{}, {}, {}, {}, {}], { opponentHand: ['Tricorder'] });
    const [picked] = randomPicks(held.events);
    expect(picked).toHaveLength(2);
    expect([stopped(held.events), killed(held.events)]).toEqual([picked, []]);
    const empty = attemptB('space', '191_005', [{}, {}, {}, {}, {}]);
    expect(killed(empty.events)).toEqual(randomPicks(empty.events)[0]);
    const nullified = attemptB('space', '191_005', [{ skills: 'Mindmeld Treachery' }, {}]);
    expect([removed(nullified.events), killed(nullified.events), stopped(nullified.events)]).toEqual([['nullified'], [], []]);
  });

  it('191_004 Quality of Life: the opponent may draw one card per equipment present; four ENGINEER keep the equipment; an equipment is discarded to get past otherwise; nothing → fails', () => {
    const ok = attemptB('space', '191_004', [{ skills: 'ENGINEER x4' }], { equipment: ['Tricorder'] });
    expect(choices(ok.events)[0]!.player).toBe('p2');
    expect(ofType(ok.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p2', 1]]);
    expect([ofType(ok.events, 'CardLeftPlay'), verdicts(ok.events), failed(ok.events)]).toEqual([[], ['met'], false]);
    const paid = attemptB('space', '191_004', [{}], { equipment: ['Tricorder'], answer: (choice) => (choice.options.includes('decline') ? ['decline'] : choice.options.slice(0, 1)) });
    expect(ofType(paid.events, 'CardsDrawn')).toEqual([]);
    expect([ofType(paid.events, 'CardLeftPlay').map((e) => [e.card, e.how]), failed(paid.events)]).toEqual([[[paid.built.ids.equipment[0], 'discarded']], false]);
    const ko = attemptB('space', '191_004', [{}]);
    expect([choices(ko.events), verdicts(ko.events), failed(ko.events)]).toEqual([[], ['unmet'], true]);
  });

  it("191_003 Multitronic Menace: a ship whose RANGE exceeds its crew loses one random unique member per staffing icon (universal ones are safe); a ship with no attribute above its crew size loses no one; the mission goes on", () => {
    const twoIcons = (range: number, weapons: number, shields: number): Card => ({
      ...ship(),
      ship: { ...ship().ship!, range: { kind: 'number', value: range }, weapons: { kind: 'number', value: weapons }, shields: { kind: 'number', value: shields }, staffing: { icons: ['Cmd', 'Stf'], alternatives: [] } },
    });
    const menace = attemptB('space', '191_003', [{ universal: false }, { universal: false }, { universal: true }], { ship: twoIcons(8, 3, 3) });
    expect([...killed(menace.events)].sort()).toEqual([menace.team[0], menace.team[1]].sort());
    expect([failed(menace.events), removedAs(menace.events)]).toEqual([false, ['effects-resolved']]);
    const calm = attemptB('space', '191_003', [{ universal: false }, { universal: false }, { universal: false }], { ship: twoIcons(3, 3, 3) });
    expect(killed(calm.events)).toEqual([]);
  });

  it('191_001 Alien Conspiracy: with two opposing dissidents in play you choose two members and the opponent has both killed; with three you choose three and they pick two; with none nobody is chosen', () => {
    const dissidents = (n: number) => ({ opponentShip: { ship: ship(), crew: Array.from({ length: n }, () => ({ ch: ['Dissident'] })) } });
    const two = attemptB('planet', '191_001', [{}, {}, {}], dissidents(2));
    expect(choices(two.events).map((c) => [c.player, c.pick])).toEqual([['p1', 2]]);
    expect(killed(two.events)).toEqual([two.team[0], two.team[1]]);
    const three = attemptB('planet', '191_001', [{}, {}, {}, {}], dissidents(3));
    expect(choices(three.events).map((c) => [c.player, c.pick])).toEqual([['p1', 3], ['p2', 2]]);
    expect(killed(three.events)).toHaveLength(2);
    const none = attemptB('planet', '191_001', [{}, {}]);
    expect([choices(none.events), killed(none.events), failed(none.events)]).toEqual([[], [], false]);
  });
});
