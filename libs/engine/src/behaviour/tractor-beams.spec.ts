/**
 * Issue 15 (lead): tractor beams between ships (behaviour/tractor-beams.ts) — Activate Tractor Beam (towing a ship along a
 * flight; or adding a Tractor Beam), Establish Tractor Lock (a held ship may not move nor attack; the lock breaks when its
 * ship moves, battles or is too weak), Hail's second way (two ships may not battle each other this turn).
 *   1E rulebook › GETTING HURT › RELOCATED ("towed"); EXECUTING ORDERS › MOVE SHIPS; BATTLE › INITIATING A BATTLE;
 *   DS9 expansion rules › CLOAKING (a cloaked ship cannot be held by a tractor lock).
 * given (p1's tractor ship with crew at L1 (L2 beside it), other ships at L1, the cards in p1's hand)
 * when (PlayCard, Fly with `tow`, InitiateShipBattle, ActivateCard release) / then (what moved, what is refused).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, realCard, ship } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import { hasSpecialEquipment } from './ship-equipment';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

/** A test warship with a printed Tractor Beam. */
function tractorShip(spec: { shields?: number; range?: number; affiliation?: string } = {}): Card {
  const base = ship({ range: 7, weapons: 6, shields: 6, affiliation: 'Klingon', ...spec });
  return { ...base, ship: { ...base.ship!, specialEquipment: ['Tractor Beam'] } };
}

/** The battle scene at L1 plus missions L2 and L3 beside it, in that order (so ships can fly). */
function given(extra: readonly Placed[], turn?: { player: 'p1' | 'p2'; number: number }) {
  const built = battleScene([{ label: 'l2', owner: 'p1', at: 'hand', card: realCard('Study Stellar Collision') }, { label: 'l3', owner: 'p1', at: 'hand', card: realCard('Cargo Rendezvous') }, ...extra], turn);
  const state = evolveAll(
    [
      { type: 'MissionPlaced', player: 'p1', card: built.id('l2'), location: 'L2', quadrant: 'Alpha', name: 'Study Stellar Collision', placement: 'new-spaceline', index: 1 } as GameEvent,
      { type: 'MissionPlaced', player: 'p1', card: built.id('l3'), location: 'L3', quadrant: 'Alpha', name: 'Cargo Rendezvous', placement: 'new-spaceline', index: 2 } as GameEvent,
    ],
    built.state,
  );
  return { state, id: built.id };
}

const playOn = (card: string, target: string, mode?: number): Command => ({ type: 'PlayCard', actor: 'p1', card, target, ...(mode !== undefined ? { mode } : {}) });

describe('112_085 Activate Tractor Beam, first way (your ship with a Tractor Beam tows a ship present along its flight)', () => {
  function table(towedOwner: 'p1' | 'p2', crewed: boolean) {
    const { state, id } = given([
      { label: 'tug', owner: 'p1', at: 'space', card: tractorShip() },
      { label: 'tug-crew', owner: 'p1', at: { aboard: 'tug' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'hulk', owner: towedOwner, at: 'space', card: warship({ affiliation: 'Romulan' }) },
      ...(crewed ? [{ label: 'hulk-crew', owner: towedOwner, at: { aboard: 'hulk' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } } as Placed] : []),
      { label: 'atb', owner: 'p1', at: 'hand', card: 'Activate Tractor Beam' },
    ]);
    return { state: play(state, [playOn(id('atb'), id('tug'))]).state, id };
  }

  it('applies: an empty opposing ship is towed to L2 with the tug; the tug used its RANGE, the towed ship none', () => {
    const { state, id } = table('p2', false);
    expect(state.cards[id('atb')]!.zone).toBe(Z.on(id('tug')));
    const fly: Command = { type: 'Fly', actor: 'p1', ship: id('tug'), to: 'L2', tow: id('hulk') };
    expect(legalCommands(state, 'p1')).toContainEqual(fly);
    const { state: after, events } = play(state, [fly]);
    expect(after.cards[id('tug')]!.zone).toBe(Z.space('L2'));
    expect(after.cards[id('hulk')]!.zone).toBe(Z.space('L2'));
    expect(ofType(events, 'CardMoved').find((event) => event.card === id('hulk'))?.rule).toContain('RELOCATED');
    expect(after.turn!.rangeUsed[id('hulk')]).toBeUndefined();
  });

  it('does not apply: an opposing ship with personnel aboard is not towed; without the card no tow is offered', () => {
    const { state, id } = table('p2', true);
    expect(refused(state, { type: 'Fly', actor: 'p1', ship: id('tug'), to: 'L2', tow: id('hulk') })).toBe('NOT_EMPTY');
    const plain = given([
      { label: 'tug', owner: 'p1', at: 'space', card: tractorShip() },
      { label: 'tug-crew', owner: 'p1', at: { aboard: 'tug' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'hulk', owner: 'p1', at: 'space', card: warship() },
    ]);
    expect(refused(plain.state, { type: 'Fly', actor: 'p1', ship: plain.id('tug'), to: 'L2', tow: plain.id('hulk') })).toBe('MAY_NOT_TOW');
    expect(legalCommands(plain.state, 'p1').filter((command) => command.type === 'Fly' && command.tow !== undefined)).toEqual([]);
  });

  it('your own crewed ship may be towed (it is yours)', () => {
    const { state, id } = table('p1', true);
    const after = play(state, [{ type: 'Fly', actor: 'p1', ship: id('tug'), to: 'L2', tow: id('hulk') }]).state;
    expect(after.cards[id('hulk')]!.zone).toBe(Z.space('L2'));
  });
});

describe('112_085 Activate Tractor Beam, second way (adds a Tractor Beam to your ship or outpost)', () => {
  it('applies: a ship without one has a Tractor Beam while the card lies on it; the first way adds none of its own', () => {
    const { state, id } = given([
      { label: 'plain', owner: 'p1', at: 'space', card: warship() },
      { label: 'crew', owner: 'p1', at: { aboard: 'plain' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'atb', owner: 'p1', at: 'hand', card: 'Activate Tractor Beam' },
    ]);
    expect(hasSpecialEquipment(state, id('plain'), 'Tractor Beam')).toBe(false);
    // the first way needs a ship with a Tractor Beam already
    expect(refused(state, playOn(id('atb'), id('plain')))).not.toBeNull();
    const after = play(state, [playOn(id('atb'), id('plain'), 1)]).state;
    expect(after.cards[id('atb')]!.zone).toBe(Z.on(id('plain')));
    expect(hasSpecialEquipment(after, id('plain'), 'Tractor Beam')).toBe(true);
    // the second way lets the ship hold nothing in tow
    expect(legalCommands(after, 'p1').filter((command) => command.type === 'Fly' && command.tow !== undefined)).toEqual([]);
  });
});

describe('112_134 Establish Tractor Lock (your staffed ship with a Tractor Beam holds another ship there)', () => {
  function locked(shields = 8) {
    const { state, id } = given([
      { label: 'tug', owner: 'p1', at: 'space', card: tractorShip({ shields }) },
      { label: 'tug-crew', owner: 'p1', at: { aboard: 'tug' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'foe', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan' }) },
      { label: 'foe-crew', owner: 'p2', at: { aboard: 'foe' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
      { label: 'etl', owner: 'p1', at: 'hand', card: 'Establish Tractor Lock' },
    ]);
    const target = `${id('tug')}>${id('foe')}`;
    return { state, id, target };
  }

  it('applies: on p2’s turn the held ship may neither fly nor attack; the lock lies on p1’s ship', () => {
    const { state, id, target } = locked();
    expect(legalCommands(state, 'p1')).toContainEqual(playOn(id('etl'), target));
    const held = play(state, [playOn(id('etl'), target), { type: 'EndTurn', actor: 'p1' }]).state;
    expect(held.cards[id('etl')]!.zone).toBe(Z.on(id('tug')));
    expect(refused(held, { type: 'Fly', actor: 'p2', ship: id('foe'), to: 'L2' })).toBe('HELD_IN_TRACTOR_LOCK');
    expect(refused(held, { type: 'InitiateShipBattle', actor: 'p2', ships: [id('foe')], target: id('tug') })).toBe('HELD_IN_TRACTOR_LOCK');
  });

  it('breaks: when p1’s ship flies away the lock is discarded and the other ship may move again', () => {
    const { state, id, target } = locked();
    const after = play(state, [playOn(id('etl'), target), { type: 'Fly', actor: 'p1', ship: id('tug'), to: 'L2' }, { type: 'EndTurn', actor: 'p1' }]).state;
    expect(after.cards[id('etl')]!.zone).toBe(Z.discard('p1'));
    expect(refused(after, { type: 'Fly', actor: 'p2', ship: id('foe'), to: 'L2' })).toBeNull();
  });

  it('breaks at once when its ship’s SHIELDS are below the held ship’s RANGE (3 < 7)', () => {
    const { state, id, target } = locked(3);
    const after = play(state, [playOn(id('etl'), target)]).state;
    expect(after.cards[id('etl')]!.zone).toBe(Z.discard('p1'));
  });

  it('may be discarded at any time (its player’s release)', () => {
    const { state, id, target } = locked();
    const held = play(state, [playOn(id('etl'), target), { type: 'EndTurn', actor: 'p1' }]).state;
    const released = play(held, [{ type: 'ActivateCard', actor: 'p1', card: id('etl'), ability: 'release' }]).state;
    expect(released.cards[id('etl')]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: a ship without a Tractor Beam holds nothing', () => {
    const { state, id } = given([
      { label: 'plain', owner: 'p1', at: 'space', card: warship() },
      { label: 'crew', owner: 'p1', at: { aboard: 'plain' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'foe', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan' }) },
      { label: 'etl', owner: 'p1', at: 'hand', card: 'Establish Tractor Lock' },
    ]);
    expect(refused(state, playOn(id('etl'), `${id('plain')}>${id('foe')}`))).not.toBeNull();
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === id('etl'))).toEqual([]);
  });
});

describe('103_062 Hail, second way (two ships may not battle each other this turn)', () => {
  function table(): { state: GameState; id: (label: string) => string } {
    return given([
      { label: 'k', owner: 'p1', at: 'space', card: warship({ affiliation: 'Klingon' }) },
      { label: 'k-crew', owner: 'p1', at: { aboard: 'k' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'r', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan' }) },
      { label: 'r2', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan' }) },
      { label: 'hail', owner: 'p1', at: 'hand', card: 'Hail' },
    ]);
  }

  it('applies: after Hail on (k, r), k may not attack r this turn, but may still attack r2', () => {
    const { state, id } = table();
    const attack: Command = { type: 'InitiateShipBattle', actor: 'p1', ships: [id('k')], target: id('r') };
    expect(refused(state, attack)).toBeNull();
    const after = play(state, [playOn(id('hail'), `${id('k')}>${id('r')}`)]).state;
    expect(after.cards[id('hail')]!.zone).toBe(Z.discard('p1'));
    expect(refused(after, attack)).toBe('BATTLE_FORBIDDEN');
    expect(refused(after, { ...attack, target: id('r2') })).toBeNull();
  });

  it('does not apply the next turn: the pair may battle again', () => {
    const { state, id } = table();
    const later = play(state, [playOn(id('hail'), `${id('k')}>${id('r')}`), { type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    expect(refused(later, { type: 'InitiateShipBattle', actor: 'p1', ships: [id('k')], target: id('r') })).toBeNull();
  });
});

describe('103_062 Hail, first way (a ship flying by one of yours must stop at your location)', () => {
  function flyby(every = true) {
    const { state, id } = given([
      { label: 'k', owner: 'p1', at: 'space', card: warship({ affiliation: 'Klingon' }) },
      { label: 'k-crew', owner: 'p1', at: { aboard: 'k' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'r', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan' }) },
      { label: 'hail', owner: 'p2', at: 'hand', card: 'Hail' },
    ]);
    // p2's ship waits at L2; p2 answers every window.
    const placed = play(evolveAll([{ type: 'CardMoved', card: id('r'), from: Z.space('L1'), to: Z.space('L2'), faceUp: true, reason: 'test' } as GameEvent], state), [
      { type: 'SetAutoPass', actor: 'p2', on: false, ...(every ? { every: true } : {}) },
    ]).state;
    return { state: placed, id };
  }

  it('applies: p1 flies from L1 to L3 past p2’s ship at L2; p2 hails it and it stops at L2', () => {
    const { state, id } = flyby();
    const flown = play(state, [{ type: 'Fly', actor: 'p1', ship: id('k'), to: 'L3' }]).state;
    expect(flown.windows?.at(-1)).toMatchObject({ action: 'ship-flew-by', card: id('k'), target: 'L2', player: 'p2' });
    const hail: Command = { type: 'PlayCard', actor: 'p2', card: id('hail'), target: id('k') };
    expect(legalCommands(flown, 'p2')).toContainEqual(hail);
    let after = play(flown, [hail]).state;
    for (let guard = 0; guard < 5 && after.windows?.at(-1)?.player === 'p2'; guard += 1) after = play(after, [{ type: 'PassResponse', actor: 'p2' }]).state;
    expect(after.cards[id('k')]!.zone).toBe(Z.space('L2'));
    expect(after.cards[id('hail')]!.zone).toBe(Z.discard('p2'));
  });

  it('does not apply: a flight that passes no ship of p2’s opens no window; nor does one for a player passing automatically', () => {
    const { state, id } = flyby();
    const short = play(state, [{ type: 'Fly', actor: 'p1', ship: id('k'), to: 'L2' }]).state;
    expect(short.windows ?? []).toEqual([]);
    const auto = flyby(false);
    const flown = play(auto.state, [{ type: 'Fly', actor: 'p1', ship: auto.id('k'), to: 'L3' }]).state;
    expect(flown.windows ?? []).toEqual([]);
    expect(flown.cards[auto.id('k')]!.zone).toBe(Z.space('L3'));
  });
});
