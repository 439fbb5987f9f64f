/**
 * Issue 15 (battle2): 119_027 Obelisk of Masaka (behaviour/ship-crew-minimums.ts) — ships with a staffing
 * icon, and Interceptors, need two crew members aboard to move or initiate battle; once each turn (unless
 * the opponent has The Mask of Korgano) download Masaka Transformations aimed at yourself, then discard it.
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP; BATTLE › INITIATING A BATTLE; DOWNLOADING.
 * given (a battle scene with a second location, Obelisk on p1's table) / when (Fly, InitiateShipBattle,
 * ActivateCard) / then.
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { GameEvent, PlayerId } from '../types';
import { Z } from '../zones';

const interceptor = (): Card => {
  const card = warship();
  return { ...card, ship: { ...card.ship!, shipClass: 'Interceptor Class' } };
};

function scene(placed: readonly Placed[], tables: readonly [string, PlayerId][] = [['obelisk', 'p1']]) {
  const built = battleScene([
    ...placed,
    { label: 'obelisk', owner: 'p1', at: 'hand', card: 'Obelisk of Masaka' },
    { label: 'mask', owner: 'p2', at: 'hand', card: 'The Mask of Korgano' },
    { label: 'm2', owner: 'p1', at: 'hand', card: 'Test Mission' },
  ]);
  const state = evolveAll(
    [
      ...tables.map(([label, owner]) => ({ type: 'CardMoved', card: built.id(label), from: Z.hand(owner), to: Z.table(owner), faceUp: true, reason: 'scene' })),
      { type: 'CardMoved', card: built.id('m2'), from: Z.hand('p1'), to: Z.missions('p1'), faceUp: true, reason: 'scene' },
      { type: 'MissionPlaced', player: 'p1', card: built.id('m2'), location: 'L2', quadrant: 'Alpha', name: 'Test Mission', placement: 'end', index: 1 },
    ] as GameEvent[],
    built.state,
  );
  return { state, id: built.id };
}

const crew = (label: string, ship: string): Placed => ({ label, owner: 'p1', at: { aboard: ship }, card: { skills: 'OFFICER', affiliation: 'Klingon' } });
const enemy: Placed[] = [
  { label: 'enemy', owner: 'p2', at: 'space', card: warship() },
  { label: 'their', owner: 'p2', at: { aboard: 'enemy' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
];

describe('119_027 Obelisk of Masaka: two crew members to move or initiate battle', () => {
  it('applies: an Interceptor with one crew member may neither fly nor attack; with two it may', () => {
    const one = scene([{ label: 'int', owner: 'p1', at: 'space', card: interceptor() }, crew('a', 'int'), ...enemy]);
    expect(refused(one.state, { type: 'Fly', actor: 'p1', ship: one.id('int'), to: 'L2' })).toBe('CREW_TOO_SMALL');
    expect(refused(one.state, { type: 'InitiateShipBattle', actor: 'p1', ships: [one.id('int')], target: one.id('enemy') })).toBe('SHIP_MAY_NOT_ATTACK');
    const two = scene([{ label: 'int', owner: 'p1', at: 'space', card: interceptor() }, crew('a', 'int'), crew('b', 'int'), ...enemy]);
    expect(refused(two.state, { type: 'Fly', actor: 'p1', ship: two.id('int'), to: 'L2' })).toBeNull();
    expect(refused(two.state, { type: 'InitiateShipBattle', actor: 'p1', ships: [two.id('int')], target: two.id('enemy') })).toBeNull();
  });

  it('does not apply: a ship with no staffing icon that is no Interceptor, or no Obelisk in play', () => {
    const plain = scene([{ label: 'ship', owner: 'p1', at: 'space', card: warship() }, crew('a', 'ship'), ...enemy]);
    expect(refused(plain.state, { type: 'Fly', actor: 'p1', ship: plain.id('ship'), to: 'L2' })).toBeNull();
    const none = scene([{ label: 'int', owner: 'p1', at: 'space', card: interceptor() }, crew('a', 'int'), ...enemy], []);
    expect(refused(none.state, { type: 'Fly', actor: 'p1', ship: none.id('int'), to: 'L2' })).toBeNull();
  });
});

describe('119_027 Obelisk of Masaka: Masaka Transformations downloaded aimed at yourself, then the Obelisk is discarded', () => {
  const hand: Placed[] = [
    { label: 'mt', owner: 'p1', at: 'hand', card: 'Masaka Transformations' },
    { label: 'h1', owner: 'p1', at: 'hand', card: { skills: 'CIVILIAN' } },
  ];

  it('applies: p1 downloads it on p1 — p1\'s hand goes beneath the draw deck and as many are drawn; the Obelisk is discarded', () => {
    const { state, id } = scene(hand);
    const after = play(state, [{ type: 'ActivateCard', actor: 'p1', card: id('obelisk'), ability: 'transform' }]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.card)).toEqual([id('mt')]);
    expect(after.state.cards[id('h1')]!.zone).toBe(Z.draw('p1'));
    expect(after.state.cards[id('obelisk')]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: the opponent has The Mask of Korgano in play (p1\'s own copy would not stop it)', () => {
    const { state, id } = scene(hand, [
      ['obelisk', 'p1'],
      ['mask', 'p2'],
    ]);
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: id('obelisk'), ability: 'transform' })).toBe('ABILITY_CONDITION');
    const mine = scene([...hand, { label: 'mymask', owner: 'p1', at: 'hand', card: 'The Mask of Korgano' }], [
      ['obelisk', 'p1'],
      ['mymask', 'p1'],
    ]);
    expect(refused(mine.state, { type: 'ActivateCard', actor: 'p1', card: mine.id('obelisk'), ability: 'transform' })).toBeNull();
  });
});
