/**
 * Optional start-of-turn actions, the queue and the yes-or-no question (behaviour/turn-start-offers.ts;
 * 1E rulebook › PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn" actions):
 * given (two test cards on p1's table whose `atTurnStart` is a "you may draw a card") / when (p1's turn
 * begins, p1 answers each question) / then (one question at a time, in table order; taken: the draw;
 * declined: nothing; none on p2's turn).
 */
import { ofType, realCard, scene } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command, PlayerId } from '../types';
import { Z } from '../zones';
import type { CardBehaviour } from './vocabulary';
import { endTurn as end } from '../testing/commands';

const BEACON: CardBehaviour = {
  id: 't_beacon',
  title: 'Test Beacon',
  scenario: 'behaviour/turn-start-offers.spec.ts',
  atTurnStart: { whose: 'your', optional: true, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
};
jest.mock('./registry', () => {
  const actual = jest.requireActual('./registry');
  return { ...actual, behaviourOf: (id: string) => (id === 't_beacon' ? BEACON : actual.behaviourOf(id)) };
});

const choose = (actor: PlayerId, chosen: string[]): Command => ({ type: 'MakeChoice', actor, chosen });
const beacon = () => ({ ...realCard('251_007'), id: 't_beacon', title: 'Test Beacon' });

function beacons() {
  const built = scene({ missions: ['Avert Disaster'], hand: [beacon(), beacon(), 'Tanar', 'Rabek', 'Narret', 'Haron'] });
  const [first, second, ...deck] = built.ids.hand as [string, string, ...string[]];
  const state = moved(built.state, [[first, Z.table('p1')], [second, Z.table('p1')], ...deck.map((iid) => [iid, Z.draw('p1')] as [string, string])]);
  return { state, first, second };
}
const effectDraws = (events: Parameters<typeof ofType>[0]) => ofType(events, 'CardsDrawn').filter((e) => e.reason === 'card-effect').map((e) => e.cards.length);

describe('optional start-of-turn actions (two "you may draw a card" cards on p1’s table)', () => {
  it('p2’s turn: nothing queued or asked; p1’s turn: both queued, the first asked (yes or no on the card itself)', () => {
    const { state, first, second } = beacons();
    const theirs = run(state, [end('p1')]);
    expect(ofType(theirs.events, 'TurnStartActionsQueued')).toEqual([]);
    const yours = run(theirs.state, [end('p2')]);
    expect(ofType(yours.events, 'TurnStartActionsQueued').map((e) => [e.player, e.cards])).toEqual([['p1', [first, second]]]);
    expect(ofType(yours.events, 'ChoiceAwaited').map((e) => [e.player, e.source, e.options, e.min, e.max, e.hidden])).toEqual([['p1', first, [first], 0, 1, false]]);
    expect(yours.state.turn?.startOffers).toEqual([second]);
    // nothing else until it is answered
    expect(refused(yours.state, end('p1'))).toBe('AWAITING_CHOICE');
  });

  it('taken: p1 draws, then the second is asked; declined: nothing drawn, and the turn goes on (once this turn)', () => {
    const { state, first, second } = beacons();
    const yours = run(state, [end('p1'), end('p2')]);
    const taken = accepted(yours.state, choose('p1', [first]));
    expect(effectDraws(taken.events)).toEqual([1]);
    expect(ofType(taken.events, 'ChoiceAwaited').map((e) => e.source)).toEqual([second]);
    const declined = accepted(taken.state, choose('p1', []));
    expect(effectDraws(declined.events)).toEqual([]);
    expect(declined.state.pendingChoice).toBeNull();
    expect(declined.state.turn?.startOffers).toBeUndefined();
    expect(declined.state.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
  });

  it('a card no longer in play when its turn comes lapses (offered with held: false, nothing asked)', () => {
    const { state, first, second } = beacons();
    const yours = run(state, [end('p1'), end('p2')]);
    const gone = moved(yours.state, [[second, Z.discard('p1')]]);
    const answered = accepted(gone, choose('p1', [first]));
    expect(ofType(answered.events, 'TurnStartActionOffered').map((e) => [e.card, e.held])).toEqual([[second, false]]);
    expect(answered.state.pendingChoice).toBeNull();
  });
});
