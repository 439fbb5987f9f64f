/**
 * Premiere cards that change a ship's RANGE, WEAPONS or SHIELDS while they lie on it (issue 15,
 * second pass): every read goes through `shipAttribute` (flying, beaming through SHIELDS, card
 * effects, dilemmas).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; THE CARDS › ARTIFACTS;
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 * given (a play-phase scene with p1's ship at L1) / when (PlayCard on the ship) / then (the attribute).
 */
import { evolveAll } from '../evolve';
import { remainingRange } from '../play';
import { ofType, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { playCard as play } from '../testing/commands';

/** Plays each card on the ship, one per turn (each event uses the normal card play). */
function playAll(state: GameState, cards: readonly string[], shipId: string): GameState {
  let current = state;
  cards.forEach((card, index) => {
    if (index > 0) current = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 1 + 2 * index }], current);
    current = run(current, [play(card, shipId)]).state;
  });
  return current;
}

function shipScene(hand: string[], crew: PersonSpec[], spec: { shields?: number; range?: number } = {}) {
  const built = scene({ missions: ['Excavation'], ship: ship(spec), crew, hand });
  return { built, shipId: built.ids.ship! };
}

describe('101_069 Bynars Weapon Enhancement (event on a ship: WEAPONS +2, cumulative)', () => {
  it('one copy: WEAPONS 6 → 8; a second copy counts too: 10', () => {
    const { built, shipId } = shipScene(['Bynars Weapon Enhancement', 'Bynars Weapon Enhancement'], [{ skills: 'OFFICER' }]);
    const [first, second] = built.ids.hand as [string, string];
    expect(shipAttribute(built.state, shipId, 'WEAPONS')).toBe(6);
    const one = playAll(built.state, [first], shipId);
    expect(one.cards[first]!.zone).toBe(Z.on(shipId));
    expect(shipAttribute(one, shipId, 'WEAPONS')).toBe(8);
    expect(shipAttribute(playAll(built.state, [first, second], shipId), shipId, 'WEAPONS')).toBe(10);
    expect(shipAttribute(one, shipId, 'SHIELDS')).toBe(6);
  });
});

describe('101_083 Metaphasic Shields and 101_085 Nutational Shields (SHIELDS +2 per SCIENCE / per ENGINEER aboard)', () => {
  it('two SCIENCE and one ENGINEER aboard: Metaphasic gives +4, Nutational +2', () => {
    const crew = [{ skills: 'SCIENCE' }, { skills: 'SCIENCE' }, { skills: 'ENGINEER' }];
    const meta = shipScene(['Metaphasic Shields'], crew);
    expect(shipAttribute(playAll(meta.built.state, meta.built.ids.hand, meta.shipId), meta.shipId, 'SHIELDS')).toBe(10);
    const nuta = shipScene(['Nutational Shields'], crew);
    expect(shipAttribute(playAll(nuta.built.state, nuta.built.ids.hand, nuta.shipId), nuta.shipId, 'SHIELDS')).toBe(8);
  });
  it('with no SCIENCE aboard Metaphasic Shields adds nothing', () => {
    const { built, shipId } = shipScene(['Metaphasic Shields'], [{ skills: 'OFFICER' }]);
    expect(shipAttribute(playAll(built.state, built.ids.hand, shipId), shipId, 'SHIELDS')).toBe(6);
  });
  it('the raised SHIELDS count where SHIELDS are read: a SHIELDS 4 ship with two SCIENCE survives Loss of Orbital Stability (SHIELDS>4)', () => {
    const { built, shipId } = shipScene(['Metaphasic Shields', 'Loss of Orbital Stability'], [{ skills: 'SCIENCE' }, { skills: 'SCIENCE' }], { shields: 4 });
    const [meta, loss] = built.ids.hand as [string, string];
    const state = playAll(built.state, [meta], shipId);
    const { events } = run(state, [play(loss, shipId), { type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }, { type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card)).not.toContain(shipId);
  });
  it('only on your own ship', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Nutational Shields'] });
    expect(('violation' in when(built.state, play(built.ids.hand[0]!, 'c1')))).toBe(true);
  });
});

describe('101_004 Kurlan Naiskos (artifact played as an event on a ship: all seven classifications aboard triple RANGE, WEAPONS, SHIELDS)', () => {
  const seven = ['OFFICER', 'ENGINEER', 'MEDICAL', 'SCIENCE', 'SECURITY', 'V.I.P.', 'CIVILIAN'].map((skills) => ({ skills }));
  it('with all seven aboard: RANGE 8 → 24 to fly this turn, SHIELDS 6 → 18, WEAPONS 6 → 18', () => {
    const { built, shipId } = shipScene(['Kurlan Naiskos'], seven);
    const state = playAll(built.state, built.ids.hand, shipId);
    expect(remainingRange(state, shipId)).toBe(24);
    expect(['RANGE', 'WEAPONS', 'SHIELDS'].map((a) => shipAttribute(state, shipId, a as 'RANGE'))).toEqual([24, 18, 18]);
  });
  it('with one classification missing nothing changes', () => {
    const { built, shipId } = shipScene(['Kurlan Naiskos'], seven.slice(1));
    const state = playAll(built.state, built.ids.hand, shipId);
    expect(remainingRange(state, shipId)).toBe(8);
    expect(shipAttribute(state, shipId, 'SHIELDS')).toBe(6);
  });
});
