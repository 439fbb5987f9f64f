/**
 * Issue 15 (battle2): 109_059 Weak Spot, its other way (behaviour/shields-suspensions.ts) — on a ship two
 * or more ships fire upon, what one card adds to its SHIELDS is suspended for the battle. (The -4 way:
 * battle-modifiers.spec.ts.)
 *   1E rulebook › BATTLE › SHIP BATTLE (3. Responses, 5. Open Fire).
 * given (p2's Romulan ship at L1, SHIELDS 6 + 3 from p2's Line of Defense; two Klingon ships of p1 with
 * WEAPONS 4 each) / when (PlayCard, mode 1, in p1's battle window) / then (the defense used in the fire).
 */
import { evolveAll } from '../evolve';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { GameEvent, PlayerId } from '../types';
import { Z } from '../zones';

function fleet(label: string, owner: PlayerId, weapons: number): Placed[] {
  const affiliation = owner === 'p1' ? 'Klingon' : 'Romulan';
  return [
    { label, owner, at: 'space', card: warship({ weapons, shields: 6, affiliation }) },
    { label: `${label}-crew`, owner, at: { aboard: label }, card: { skills: 'OFFICER', affiliation } },
  ];
}

function attacked(ships: string[]) {
  const built = battleScene([...fleet('a', 'p1', 4), ...fleet('b', 'p1', 4), ...fleet('t', 'p2', 0), { label: 'lod', owner: 'p2', at: 'hand', card: 'Line of Defense' }, { label: 'ws', owner: 'p1', at: 'hand', card: 'Weak Spot' }]);
  const onTable = evolveAll([{ type: 'CardMoved', card: built.id('lod'), from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' } as GameEvent], built.state);
  const state = play(onTable, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiateShipBattle', actor: 'p1', ships: ships.map(built.id), target: built.id('t') }]).state;
  return { state, id: built.id };
}

describe("109_059 Weak Spot, second way (one card's SHIELDS enhancement of a ship fired on by two or more is suspended for the battle)", () => {
  it('applies: Line of Defense\'s +3 is suspended — SHIELDS 6 against WEAPONS 8, a hit (it would be 9, a miss)', () => {
    const { state, id } = attacked(['a', 'b']);
    const target = `${id('t')}>${id('lod')}`;
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('ws'), target, mode: 1 }]);
    expect(ofType(after.events, 'BattleModified')).toMatchObject([{ modifier: { kind: 'shields-suspended', card: id('lod'), amount: 3 } }]);
    expect(ofType(after.events, 'ShipsFired')).toMatchObject([{ attack: 8, defense: 6, result: 'hit' }]);
  });

  it('does not apply: a card adding nothing to its SHIELDS (the crew), or a ship fired on by one ship', () => {
    const { state, id } = attacked(['a', 'b']);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('ws'), target: `${id('t')}>${id('t-crew')}`, mode: 1 })).toBe('INVALID_TARGET');
    const single = attacked(['a']);
    expect(refused(single.state, { type: 'PlayCard', actor: 'p1', card: single.id('ws'), target: `${single.id('t')}>${single.id('lod')}`, mode: 1 })).toBe('INVALID_TARGET');
    const passed = play(single.state, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(passed.events, 'ShipsFired')).toMatchObject([{ attack: 4, defense: 9, result: 'miss' }]);
  });
});
