/**
 * Issue 15 (battle-cards): cards played on a battle just initiated that change its totals until it
 * ends (behaviour/battle-modifiers.ts): 108_005 Qapla'! (your Klingons with Honor add INTEGRITY to
 * STRENGTH when attacked), 109_059 Weak Spot (a ship fired upon by two or more ships: SHIELDS -4).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses; 4. combat); SHIP BATTLE (3. Responses;
 *   5. Open Fire); MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 * given (a battle scene, the battle initiated) / when (PlayCard in the battle's window) / then (the combat or fire facts).
 */
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { legalCommands } from '../legal';
import { play, refused } from '../testing/scenario';
import type { Command, PlayerId } from '../types';
import { Z } from '../zones';

const playCard = (actor: PlayerId, card: string, target: string): Command => ({ type: 'PlayCard', actor, card, target });

describe("108_005 Qapla'! (when an opponent attacks you, your Klingons with Honor add INTEGRITY to STRENGTH during that battle)", () => {
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  function attacked(skills: string, withCardFor: PlayerId = 'p2') {
    const built = battleScene([
      { label: 'r', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 6, affiliation: 'Romulan' } },
      { label: 'k', owner: 'p2', at: 'surface', card: { skills, i: 7, s: 3, affiliation: 'Klingon', ch: ['Klingon'] } },
      { label: 'q', owner: withCardFor, at: 'hand', card: "Qapla'!" },
    ]);
    const state = play(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, { type: 'SetAutoPass', actor: 'p1', on: false }, attack]).state;
    return { state, id: built.id };
  }
  it('given p2’s Klingon with Honor (STRENGTH 3, INTEGRITY 7) attacked by a STRENGTH 6 Romulan: with it played the Klingon fights at 10 and stuns the Romulan', () => {
    const { state, id } = attacked('SECURITY Honor');
    const respond = playCard('p2', id('q'), state.windows![0]!.card);
    expect(legalCommands(state, 'p2')).toContainEqual(respond);
    const after = play(state, [respond, { type: 'PassResponse', actor: 'p1' }, { type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(after.events, 'BattleModified')).toHaveLength(1);
    expect(ofType(after.events, 'CombatResolved')).toMatchObject([{ strengths: [6, 10], outcome: 'stunned', loser: id('r') }]);
    expect(ofType(after.events, 'BattleEnded')).toMatchObject([{ winner: 'p2' }]);
  });
  it('a Klingon without Honor gains nothing (stunned at 3 against 6)', () => {
    const { state, id } = attacked('SECURITY');
    const after = play(state, [playCard('p2', id('q'), state.windows![0]!.card), { type: 'PassResponse', actor: 'p1' }, { type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(after.events, 'CombatResolved')).toMatchObject([{ strengths: [6, 3], outcome: 'stunned', loser: id('k') }]);
  });
  it('the attacker may not play it on the battle it started', () => {
    const { state, id } = attacked('SECURITY Honor', 'p1');
    const passed = play(state, [{ type: 'PassResponse', actor: 'p2' }]).state;
    expect(passed.windows?.[0]?.player).toBe('p1');
    expect(refused(passed, playCard('p1', id('q'), passed.windows![0]!.card))).toBe('INVALID_TARGET');
  });
});

describe('109_059 Weak Spot (a ship fired upon by two or more ships: its SHIELDS are 4 lower for this battle)', () => {
  function fleet(label: string, owner: PlayerId, weapons: number, shields = 6): Placed[] {
    const affiliation = owner === 'p1' ? 'Klingon' : 'Romulan';
    return [
      { label, owner, at: 'space', card: warship({ weapons, shields, affiliation }) },
      { label: `${label}-crew`, owner, at: { aboard: label }, card: { skills: 'OFFICER', affiliation } },
    ];
  }
  function attacked(ships: string[]) {
    const built = battleScene([...fleet('a', 'p1', 3), ...fleet('b', 'p1', 3), ...fleet('t', 'p2', 0, 6), { label: 'ws', owner: 'p1', at: 'hand', card: 'Weak Spot' }]);
    const attack: Command = { type: 'InitiateShipBattle', actor: 'p1', ships: ships.map(built.id), target: built.id('t') };
    const state = play(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, attack]).state;
    return { state, id: built.id };
  }
  it('given two ships (WEAPONS 3 + 3) firing on SHIELDS 6 (a miss): with it played SHIELDS are 2 and the attack is a direct hit', () => {
    const { state, id } = attacked(['a', 'b']);
    // Issue 15 (battle2): Weak Spot has two ways answering the battle, so the offer names the way (mode 0: SHIELDS -4).
    const respond: Command = { type: 'PlayCard', actor: 'p1', card: id('ws'), target: id('t'), mode: 0 };
    expect(legalCommands(state, 'p1')).toContainEqual(respond);
    const after = play(state, [respond]);
    expect(ofType(after.events, 'ShipsFired')).toMatchObject([{ attack: 6, defense: 2, result: 'direct-hit' }]);
  });
  it('a ship fired upon by one ship is no target', () => {
    const { state, id } = attacked(['a']);
    expect(refused(state, playCard('p1', id('ws'), id('t')))).toBe('INVALID_TARGET');
    const passed = play(state, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(passed.events, 'ShipsFired')).toMatchObject([{ attack: 3, defense: 6, result: 'miss' }]);
  });
});
