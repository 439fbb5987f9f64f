/**
 * Boosts bought one at a time until the start of the owner's next turn (issue 15, incobj;
 * behaviour/turn-charges.ts): Radiation Monitoring.
 *   1E rulebook › THE CARDS › INCIDENTS; MISCELLANEOUS RULES › TURNS; THE CUMULATIVE RULE.
 * given (a scene on p1's turn: the incident on p1's table, a [Sta][TE] ship at L1) / when
 * (ActivateCard with a hand card) / then (the card discarded, the ship's attributes, later turns).
 */
import { evolveAll } from '../evolve';
import { realCard, scene, ship } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { Card } from '@captains-log/cards';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { shipAttribute } from './ship-modifiers';

function moved(state: GameState, card: string, to: string): GameState {
  return evolveAll([{ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'test' } as GameEvent], state);
}
const turn = (state: GameState, player: PlayerId, number: number) => evolveAll([{ type: 'TurnBegan', player, number } as GameEvent], state);
const monitor = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'monitor', target });
const attributes = (state: GameState, iid: string) => (['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((a) => shipAttribute(state, iid, a));

describe('191_019 Radiation Monitoring (a card from hand: your [Sta][TE] ships all +1 until your next turn, at most +3)', () => {
  const setup = (vessel: Card) => {
    const built = scene({ missions: ['Avert Disaster'], ship: vessel, crew: [{ affiliation: 'Starfleet', skills: 'ENGINEER' }], hand: ['Radiation Monitoring', { skills: 'SCIENCE' }, { skills: 'SCIENCE' }, { skills: 'SCIENCE' }, { skills: 'SCIENCE' }] });
    const [card, ...spares] = built.ids.hand as [string, ...string[]];
    return { state: moved(built.state, card, Z.table('p1')), card, spares, vessel: built.ids.ship! };
  };

  it('one card discarded: the I.S.S. Avenger is RANGE, WEAPONS and SHIELDS +1; the card goes to the discard pile', () => {
    const { state, card, spares, vessel } = setup(realCard('I.S.S. Avenger'));
    const before = attributes(state, vessel);
    const { state: after } = accepted(state, monitor(card, spares[0]!));
    expect(after.cards[spares[0]!]!.zone).toBe(Z.discard('p1'));
    expect(attributes(after, vessel)).toEqual(before.map((n) => n + 1));
  });

  it('four uses add at most +3; the boost lasts through the opponent turn and ends as your next turn begins', () => {
    const { state, card, spares, vessel } = setup(realCard('I.S.S. Avenger'));
    const before = attributes(state, vessel);
    const charged = spares.reduce((s, spare) => accepted(s, monitor(card, spare)).state, state);
    expect(attributes(charged, vessel)).toEqual(before.map((n) => n + 3));
    const theirs = turn(charged, 'p2', 2);
    expect(attributes(theirs, vessel)).toEqual(before.map((n) => n + 3));
    expect(attributes(turn(theirs, 'p1', 3), vessel)).toEqual(before);
  });

  it('a ship without [Sta][TE] gains nothing; with an empty hand the ability has nothing to discard', () => {
    const { state, card, spares, vessel } = setup(ship({ affiliation: 'Starfleet' }));
    const before = attributes(state, vessel);
    const { state: after } = accepted(state, monitor(card, spares[0]!));
    expect(attributes(after, vessel)).toEqual(before);
    const empty = spares.reduce((s, spare) => moved(s, spare, Z.discard('p1')), state);
    expect(refused(empty, monitor(card, spares[0]!))).not.toBeNull();
  });
});
