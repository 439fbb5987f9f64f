/**
 * Issue 15 (helper bogborg): Blaze of Glory, The Borg, Deep Space Nine, Q-Who and Dominion cards.
 * given (a scene) / when (ActivateCard, PlayCard, EndTurn) / then (the exact facts and the state), where each card
 * applies and where it does not.
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { accepted, moved } from '../testing/scenario';
import type { Command, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { drawOrder, drawsFromBottom } from './bottom-draws';

const end = (actor: PlayerId): Command => ({ type: 'EndTurn', actor });

/** 1E rulebook › END OF TURN › DRAW A CARD. */
describe('124_020 Meditation (event on your table: discard a card from hand, then draw from the bottom for the rest of the turn)', () => {
  const given = () => {
    const built = scene({ missions: ['Excavation'], hand: ['Meditation', 'Tricorder', 'Amanda Rogers'] });
    const [card, tricorder, amanda] = built.ids.hand as [string, string, string];
    return { state: moved(built.state, [[card, Z.table('p1')]]), card, tricorder, amanda };
  };
  const use = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'meditate', target });

  it('applies: a card from hand is discarded; the end-of-turn draw takes the bottom card of the draw deck', () => {
    const { state, card, tricorder, amanda } = given();
    const offered = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card);
    expect(offered).toEqual(expect.arrayContaining([use(card, tricorder), use(card, amanda)]));
    const deck = cardsIn(state, Z.draw('p1'));
    const bottom = deck[deck.length - 1]!;
    const done = accepted(state, use(card, tricorder));
    expect(done.state.cards[tricorder]!.zone).toBe(Z.discard('p1'));
    expect(drawsFromBottom(done.state, 'p1')).toBe(true);
    expect(drawOrder(done.state, 'p1')[0]).toBe(bottom);
    const ended = accepted(done.state, end('p1'));
    expect(ofType(ended.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', cards: [bottom], reason: 'end-of-turn' })]);
    expect(ended.state.cards[bottom]!.zone).toBe(Z.hand('p1'));
  });

  it('does not apply: not used, the draw takes the top card; used, it lasts only for that turn (the opponent draws from the top)', () => {
    const { state, card, tricorder } = given();
    const top = cardsIn(state, Z.draw('p1'))[0]!;
    const ended = accepted(state, end('p1'));
    expect(ofType(ended.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', cards: [top] })]);
    const done = accepted(state, use(card, tricorder));
    expect(drawsFromBottom(done.state, 'p2')).toBe(false);
    const next = accepted(done.state, end('p1'));
    expect(drawsFromBottom(next.state, 'p1')).toBe(false);
    expect(drawOrder(next.state, 'p1')[0]).toBe(cardsIn(next.state, Z.draw('p1'))[0]);
  });
});
