/**
 * Issue 15 (battle2): 212_014 M-5 Computer — lying on your [OS] ship (or a non-Borg ship of yours with
 * Computer Skill x2 aboard), the ship moves and initiates battle with no staffing and no leader aboard
 * (behaviour/ship-autonomy.ts). 1E rulebook › EXECUTING ORDERS › STAFF A SHIP; BATTLE › INITIATING A
 * BATTLE (a leader aboard each attacking ship); SHIP BATTLE.
 * given (a battle scene, a second location L2) / when (PlayCard, Fly, InitiateShipBattle) / then.
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { GameEvent } from '../types';
import { Z } from '../zones';

const withIcons = (card: Card, codes: readonly string[]): Card => ({ ...card, icons: [...card.icons, ...codes.map((code) => ({ code, name: code, category: 'test' }))] });

function scene(placed: readonly Placed[]) {
  const built = battleScene([...placed, { label: 'm5', owner: 'p1', at: 'hand', card: 'M-5 Computer' }, { label: 'm2', owner: 'p1', at: 'hand', card: 'Test Mission' }]);
  const state = evolveAll(
    [
      { type: 'CardMoved', card: built.id('m2'), from: Z.hand('p1'), to: Z.missions('p1'), faceUp: true, reason: 'scene' },
      { type: 'MissionPlaced', player: 'p1', card: built.id('m2'), location: 'L2', quadrant: 'Alpha', name: 'Test Mission', placement: 'end', index: 1 },
    ] as GameEvent[],
    built.state,
  );
  return { state, id: built.id };
}

describe('212_014 M-5 Computer (the ship it lies on moves and initiates battle without staffing or a leader aboard)', () => {
  const empty = () =>
    scene([
      { label: 'os', owner: 'p1', at: 'space', card: withIcons(warship({ affiliation: 'Klingon', weapons: 9 }), ['OS']) },
      { label: 'enemy', owner: 'p2', at: 'space', card: warship({ shields: 4 }) },
      { label: 'crew', owner: 'p2', at: { aboard: 'enemy' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    ]);

  it('given your empty [OS] ship: without the M-5 it may neither fly nor attack', () => {
    const { state, id } = empty();
    expect(refused(state, { type: 'Fly', actor: 'p1', ship: id('os'), to: 'L2' })).toBe('NOT_STAFFED');
    expect(refused(state, { type: 'InitiateShipBattle', actor: 'p1', ships: [id('os')], target: id('enemy') })).toBe('SHIP_MAY_NOT_ATTACK');
  });

  it('applies: played on it, the empty ship flies, and attacks with no leader nor crew aboard', () => {
    const { state, id } = empty();
    const played = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('m5'), target: id('os') }]).state;
    expect(played.cards[id('m5')]!.zone).toBe(Z.on(id('os')));
    const attacked = play(played, [{ type: 'InitiateShipBattle', actor: 'p1', ships: [id('os')], target: id('enemy') }]);
    expect(ofType(attacked.events, 'BattleInitiated')).toHaveLength(1);
    const flown = play(played, [{ type: 'Fly', actor: 'p1', ship: id('os'), to: 'L2' }]).state;
    expect(flown.cards[id('os')]!.zone).toBe(Z.space('L2'));
  });

  it('applies: a non-Borg ship of yours with Computer Skill x2 among its crew is a valid target; with Computer Skill once it is not', () => {
    const built = scene([
      { label: 'ship', owner: 'p1', at: 'space', card: warship({ affiliation: 'Klingon' }) },
      { label: 'a', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'ENGINEER Computer Skill', affiliation: 'Klingon' } },
      { label: 'b', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'SCIENCE Computer Skill', affiliation: 'Klingon' } },
    ]);
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.id('m5'), target: built.id('ship') })).toBeNull();
    const single = scene([
      { label: 'ship', owner: 'p1', at: 'space', card: warship({ affiliation: 'Klingon' }) },
      { label: 'a', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'ENGINEER Computer Skill', affiliation: 'Klingon' } },
    ]);
    expect(refused(single.state, { type: 'PlayCard', actor: 'p1', card: single.id('m5'), target: single.id('ship') })).toBe('INVALID_TARGET');
  });

  it('does not apply: a Borg ship, even with Computer Skill x2 aboard, nor the opponent\'s [OS] ship', () => {
    const built = scene([
      { label: 'cube', owner: 'p1', at: 'space', card: warship({ affiliation: 'Borg' }) },
      { label: 'a', owner: 'p1', at: { aboard: 'cube' }, card: { skills: 'ENGINEER Computer Skill x2', affiliation: 'Borg' } },
      { label: 'theirs', owner: 'p2', at: 'space', card: withIcons(warship(), ['OS']) },
    ]);
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.id('m5'), target: built.id('cube') })).toBe('INVALID_TARGET');
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.id('m5'), target: built.id('theirs') })).toBe('INVALID_TARGET');
  });
});
