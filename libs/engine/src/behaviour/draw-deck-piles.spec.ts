/**
 * Issue 15 (helper tables): a face-down pile on a table card fed from the top of the draw deck and cashed in for
 * cards drawn (behaviour/draw-deck-piles.ts; the pile: stored-cards.ts), and the per-turn record of cards played
 * (card-record.ts › playedThisTurnCount).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; END OF TURN; PLAYING A CARD › ENTERING PLAY (face-down cards).
 * Cards: Learning Curve.
 * given (a scene on p1's turn, Learning Curve moved to p1's table, personnel reports recorded) / when (EndTurn and
 * the yes/no answer, ActivateCard) / then (where the cards are, what p2 sees, the refusal's code).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { conservationViolations } from '../invariants';
import { ofType, person, scene } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { view } from '../view';
import { Z } from '../zones';
import { playedThisTurnCount } from './card-record';

const withIcons = (card: Card, ...codes: string[]): Card => ({ ...card, icons: codes.map((code) => ({ code, name: code, category: 'test' })) });
const maquis = () => withIcons(person({ skills: 'OFFICER' }), 'Maq');

function given(reported: 'two-maquis' | 'one-maquis') {
  const built = scene({ missions: ['Excavation'], hand: ['Learning Curve', maquis(), reported === 'two-maquis' ? maquis() : person({ skills: 'ENGINEER' })] });
  const [curve, first, second] = built.ids.hand as [string, string, string];
  const events = [
    { type: 'CardMoved', card: curve, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' },
    ...[first, second].map((card) => ({ type: 'CardReported', player: 'p1', card, facility: 'none', to: Z.surface('L1'), normalCardPlay: false })),
  ] as GameEvent[];
  return { state: evolveAll(events, built.state), curve };
}

const stored = (state: GameState, curve: string) => state.zones[Z.stored(curve)] ?? [];

describe('172_014 Learning Curve (two cards from the deck top stored face down after two [Maq] personnel played; cashed in for draws)', () => {
  it('applies: two [Maq] personnel reported this turn — as the turn ends p1 may store the top two deck cards face down on it', () => {
    const { state, curve } = given('two-maquis');
    expect(playedThisTurnCount(state, 'p1', { types: ['Personnel'], icons: ['Maq'] })).toBe(2);
    const ended = accepted(state, { type: 'EndTurn', actor: 'p1' });
    expect(ended.state.pendingChoice).toMatchObject({ player: 'p1' });
    const top = ended.state.zones[Z.draw('p1')]!.slice(0, 2);
    const yes = accepted(ended.state, { type: 'MakeChoice', actor: 'p1', chosen: [curve] });
    expect(ofType(yes.events, 'CardStored').map((event) => [event.card, event.from, event.faceUp])).toEqual(top.map((card) => [card, Z.draw('p1'), false]));
    expect(stored(yes.state, curve)).toEqual(top);
    expect(view(yes.state, { player: 'p2' }).zones[Z.stored(curve)]).toEqual([{ hidden: true, owner: 'p1' }, { hidden: true, owner: 'p1' }]);
    expect(conservationViolations(yes.state)).toEqual([]);
  });

  it('applies, declined: answering no stores nothing', () => {
    const { state, curve } = given('two-maquis');
    const ended = accepted(state, { type: 'EndTurn', actor: 'p1' });
    const no = accepted(ended.state, { type: 'MakeChoice', actor: 'p1', chosen: [] });
    expect(ofType(no.events, 'CardStored')).toEqual([]);
    expect(stored(no.state, curve)).toEqual([]);
  });

  it('does not apply: one [Maq] personnel and one other played — no question, nothing stored; plays of an earlier turn do not count', () => {
    const { state, curve } = given('one-maquis');
    expect(playedThisTurnCount(state, 'p1', { types: ['Personnel'], icons: ['Maq'] })).toBe(1);
    const ended = accepted(state, { type: 'EndTurn', actor: 'p1' });
    expect(ended.state.pendingChoice).toBeUndefined();
    expect(ofType(ended.events, 'CardStored')).toEqual([]);
    expect(stored(ended.state, curve)).toEqual([]);
    const later = given('two-maquis').state;
    const nextTurn = evolveAll([{ type: 'TurnBegan', player: 'p1', number: later.turn!.number + 2 } as GameEvent], later);
    expect(playedThisTurnCount(nextTurn, 'p1', { types: ['Personnel'], icons: ['Maq'] })).toBe(0);
  });

  it('applies: cashed in at any time — it and its two stored cards go beneath the draw deck, and p1 draws three', () => {
    const { state, curve } = given('two-maquis');
    const ended = accepted(state, { type: 'EndTurn', actor: 'p1' });
    const filled = accepted(ended.state, { type: 'MakeChoice', actor: 'p1', chosen: [curve] }).state;
    const pile = stored(filled, curve);
    const hand = filled.zones[Z.hand('p1')]!.length;
    const deckTop = filled.zones[Z.draw('p1')]!.slice(0, 3);
    const cashed = accepted(filled, { type: 'ActivateCard', actor: 'p1', card: curve, ability: 'cash-in' });
    expect(cashed.state.zones[Z.draw('p1')]!.slice(-3)).toEqual([...pile, curve]);
    expect(ofType(cashed.events, 'CardsDrawn')[0]).toMatchObject({ player: 'p1', cards: deckTop });
    expect(cashed.state.zones[Z.hand('p1')]!.length).toBe(hand + 3);
    expect(conservationViolations(cashed.state)).toEqual([]);
  });

  it('does not apply: not in play (still in hand) — it cannot be cashed in', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Learning Curve'] });
    expect(refused(built.state, { type: 'ActivateCard', actor: 'p1', card: built.ids.hand[0]!, ability: 'cash-in' })).toBeTruthy();
  });

  /** Learning Curve on p1's table, Federation Outpost at L1, Amaros ([Maq]) and a non-[Maq] personnel stored face down on it (`onTable` false: Learning Curve left in hand). */
  function pile(onTable = true) {
    const built = scene({ missions: ['Excavation'], hand: ['Learning Curve', 'Federation Outpost', 'Amaros', person({ skills: 'ENGINEER' })] });
    const [curve, outpost, amaros, plain] = built.ids.hand as [string, string, string, string];
    const events = [
      ...(onTable ? [{ type: 'CardMoved', card: curve, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }] : []),
      { type: 'CardMoved', card: outpost, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' },
      ...[amaros, plain].map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.stored(curve), faceUp: false, reason: 'test' })),
    ] as GameEvent[];
    return { state: evolveAll(events, built.state), curve, outpost, amaros, plain };
  }
  const reports = (state: GameState, card: string) => legalCommands(state, 'p1').filter((command) => command.type === 'ReportForDuty' && command.card === card);

  it('applies: a [Maq] personnel stored on it reports for duty as though from hand (offered, accepted, face up aboard the outpost)', () => {
    const { state, outpost, amaros } = pile();
    expect(reports(state, amaros)).toEqual([expect.objectContaining({ facility: outpost })]);
    const reported = accepted(state, { type: 'ReportForDuty', actor: 'p1', card: amaros, facility: outpost });
    expect(reported.state.cards[amaros]).toMatchObject({ zone: Z.aboard(outpost), faceUp: true });
    expect(ofType(reported.events, 'CardReported')).toEqual([expect.objectContaining({ card: amaros, normalCardPlay: true })]);
    expect(conservationViolations(reported.state)).toEqual([]);
  });

  it('does not apply: a non-[Maq] card stored on it, or any stored card while Learning Curve is not in play, is not playable', () => {
    const { state, outpost, plain } = pile();
    expect(reports(state, plain)).toEqual([]);
    expect(refused(state, { type: 'ReportForDuty', actor: 'p1', card: plain, facility: outpost })).toBe('CARD_NOT_IN_HAND');
    const off = pile(false);
    expect(reports(off.state, off.amaros)).toEqual([]);
    expect(refused(off.state, { type: 'ReportForDuty', actor: 'p1', card: off.amaros, facility: off.outpost })).toBe('CARD_NOT_IN_HAND');
  });
});
