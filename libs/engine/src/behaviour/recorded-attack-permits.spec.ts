/**
 * Issue 15 (battle-cards): 103_050 Wartime Conditions — played on the table in answer to a ship
 * battle against a Federation ship, it remembers the attackers' affiliation; its owner's Federation
 * may then initiate battle against that affiliation (behaviour/recorded-attack-permits.ts).
 *   1E rulebook › BATTLE › INITIATING A BATTLE › Affiliation Attack Restrictions; SHIP BATTLE (3. Responses).
 * given (a battle scene) / when (PlayCard in the battle's window; InitiateShipBattle) / then (the table, the check).
 */
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { evolveAll } from '../evolve';
import { play, refused, withAuDoor } from '../testing/scenario';
import type { Command, PlayerId } from '../types';
import { Z } from '../zones';

function fleet(label: string, owner: PlayerId, affiliation: string, weapons = 6): Placed[] {
  return [
    { label, owner, at: 'space', card: warship({ weapons, shields: 6, affiliation }) },
    { label: `${label}-crew`, owner, at: { aboard: label }, card: { skills: 'OFFICER', affiliation } },
  ];
}

describe('103_050 Wartime Conditions (when a Federation ship is attacked: the Federation may battle the attackers’ affiliation at will)', () => {
  it('given p1’s Klingon ship attacks p2’s Federation ship: p2 plays it, it stays on p2’s table remembering Klingon', () => {
    const built = battleScene([...fleet('k', 'p1', 'Klingon'), ...fleet('f', 'p2', 'Federation', 0), { label: 'wc', owner: 'p2', at: 'hand', card: 'Wartime Conditions' }]);
    // Wartime Conditions shows [AU]: p2's Alternate Universe Door lets it play (alternate-universe.ts).
    const state = play(withAuDoor(built.state, ['p2']), [{ type: 'SetAutoPass', actor: 'p2', on: false }, { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('k')], target: built.id('f') }]).state;
    const after = play(state, [{ type: 'PlayCard', actor: 'p2', card: built.id('wc'), target: built.id('f') }]).state;
    expect(after.cards[built.id('wc')]!.zone).toBe(Z.table('p2'));
    expect(after.selected?.[built.id('wc')]).toBe('Klingon');
  });

  it('a ship battle against a non-Federation ship is no target', () => {
    const built = battleScene([...fleet('k', 'p1', 'Klingon'), ...fleet('r', 'p2', 'Romulan', 0), { label: 'wc', owner: 'p2', at: 'hand', card: 'Wartime Conditions' }]);
    const state = play(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('k')], target: built.id('r') }]).state;
    expect(refused(state, { type: 'PlayCard', actor: 'p2', card: built.id('wc'), target: built.id('r') })).toBe('INVALID_TARGET');
  });

  it('with it remembering Klingon, p2’s Federation ship may attack a Klingon ship but still not a Romulan one; without it, neither', () => {
    const built = battleScene([...fleet('f', 'p2', 'Federation'), ...fleet('k', 'p1', 'Klingon'), ...fleet('r', 'p1', 'Romulan'), { label: 'wc', owner: 'p2', at: 'hand', card: 'Wartime Conditions' }], { player: 'p2', number: 2 });
    const attack = (target: string): Command => ({ type: 'InitiateShipBattle', actor: 'p2', ships: [built.id('f')], target: built.id(target) });
    expect(refused(built.state, attack('k'))).toBe('AFFILIATION_ATTACK_RESTRICTION');
    const onTable = evolveAll(
      [
        { type: 'CardMoved', card: built.id('wc'), from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' },
        { type: 'CardOptionSelected', player: 'p2', card: built.id('wc'), option: 'Klingon' },
      ],
      built.state,
    );
    expect(refused(onTable, attack('k'))).toBeNull();
    expect(refused(onTable, attack('r'))).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
});
