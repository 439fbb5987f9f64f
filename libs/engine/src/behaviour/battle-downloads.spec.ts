/**
 * Issue 15 (battle2): 109_045 Awaken (behaviour/battle-downloads.ts) — at the start of a battle, one [Def]
 * drone (two when the opponent initiated it) is downloaded aboard one of your ships at that location;
 * or one [Com] or [Nav] drone is downloaded (normal reporting).
 *   1E rulebook › BATTLE › SHIP BATTLE (3. Responses); DOWNLOADING › Clarifications: Invalid Downloads;
 *   › General Quarters: The Personnel Download Limit; REPORTING FOR DUTY › COMPATIBLE.
 * given (a battle scene with drones in hand) / when (PlayCard in the battle's window, mode 1) / then.
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, person } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { GameState, PlayerId } from '../types';
import { Z } from '../zones';

const drone = (icons: readonly string[], characteristic = 'Drone'): Card => ({
  ...person({ skills: 'ENGINEER', affiliation: 'Borg', ch: [characteristic] }),
  icons: icons.map((code) => ({ code, name: code, category: 'test' })),
});

function started(attacker: PlayerId, extra: readonly Placed[]) {
  const built = battleScene(
    [
      { label: 'cube', owner: 'p1', at: 'space', card: warship({ affiliation: 'Borg' }) },
      { label: 'crew', owner: 'p1', at: { aboard: 'cube' }, card: drone(['Def']) },
      { label: 'raider', owner: 'p2', at: 'space', card: warship() },
      { label: 'captain', owner: 'p2', at: { aboard: 'raider' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'd1', owner: 'p1', at: 'hand', card: drone(['Def']) },
      { label: 'd2', owner: 'p1', at: 'hand', card: drone(['Def']) },
      { label: 'com', owner: 'p1', at: 'hand', card: drone(['Com']) },
      { label: 'queen', owner: 'p1', at: 'hand', card: drone(['Def'], 'Queen') },
      { label: 'aw', owner: 'p1', at: 'hand', card: 'Awaken' },
      ...extra,
    ],
    { player: attacker, number: attacker === 'p1' ? 1 : 2 },
  );
  const id = built.id;
  const command =
    attacker === 'p2'
      ? { type: 'InitiateShipBattle' as const, actor: 'p2' as const, ships: [id('raider')], target: id('cube') }
      : { type: 'InitiateShipBattle' as const, actor: 'p1' as const, ships: [id('bop')], target: id('raider') };
  let state: GameState = play(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'SetAutoPass', actor: 'p2', on: false }, command]).state;
  if (state.battle?.returnFire === undefined) state = play(state, [{ type: 'ReturnFire', actor: attacker === 'p1' ? 'p2' : 'p1', target: null }]).state;
  if (attacker === 'p1') state = play(state, [{ type: 'PassResponse', actor: 'p2' }]).state;
  return { state, id };
}

describe('109_045 Awaken, battle way (a [Def] drone aboard your ship at the battle; two when the opponent initiated it)', () => {
  it('applies: attacked by p2, p1 downloads two [Def] drones aboard the cube', () => {
    const { state, id } = started('p2', []);
    expect(state.windows?.at(-1)).toMatchObject({ action: 'battle-initiated', player: 'p1' });
    const offered = legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === id('aw'));
    expect(offered.map((c) => (c.type === 'PlayCard' ? c.target : ''))).toEqual([`${id('cube')}>${id('d1')}+${id('d2')}`]);
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('aw'), target: `${id('cube')}>${id('d1')}+${id('d2')}`, mode: 1 }, { type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [id('d1'), Z.aboard(id('cube'))],
      [id('d2'), Z.aboard(id('cube'))],
    ]);
  });

  it('does not apply: a drone without [Def], or a [Def] Borg who is no drone', () => {
    const { state, id } = started('p2', []);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('aw'), target: `${id('cube')}>${id('com')}`, mode: 1 })).toBe('INVALID_TARGET');
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('aw'), target: `${id('cube')}>${id('queen')}`, mode: 1 })).toBe('INVALID_TARGET');
  });

  it('when p1 initiated the battle: only one drone, aboard p1\'s ship at that location (not in the battle)', () => {
    const { state, id } = started('p1', [
      { label: 'bop', owner: 'p1', at: 'space', card: warship() },
      { label: 'k', owner: 'p1', at: { aboard: 'bop' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    ]);
    expect(state.windows?.at(-1)).toMatchObject({ action: 'battle-initiated', player: 'p1' });
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('aw'), target: `${id('cube')}>${id('d1')}+${id('d2')}`, mode: 1 })).toBe('INVALID_TARGET');
    // A Borg drone is not compatible with the Klingon ship.
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('aw'), target: `${id('bop')}>${id('d1')}`, mode: 1 })).toBe('INVALID_TARGET');
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('aw'), target: `${id('cube')}>${id('d2')}`, mode: 1 }, { type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.card)).toEqual([id('d2')]);
  });
});

describe('109_045 Awaken, first way (one [Com] or [Nav] drone downloaded, normal reporting)', () => {
  it('applies to the [Com] drone (to the Borg Outpost); the [Def]-only drone is no target', () => {
    const built = battleScene([
      { label: 'outpost', owner: 'p1', at: 'space', card: 'Borg Outpost' },
      { label: 'com', owner: 'p1', at: 'hand', card: drone(['Com']) },
      { label: 'def', owner: 'p1', at: 'hand', card: drone(['Def']) },
      { label: 'aw', owner: 'p1', at: 'hand', card: 'Awaken' },
    ]);
    const targets = legalCommands(built.state, 'p1')
      .filter((c) => c.type === 'PlayCard' && c.card === built.id('aw'))
      .map((c) => (c.type === 'PlayCard' ? c.target : ''));
    expect(targets).toEqual([`${built.id('com')}>${built.id('outpost')}`]);
    const after = play(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.id('aw'), target: targets[0]! }]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[built.id('com'), Z.aboard(built.id('outpost'))]]);
  });
});
