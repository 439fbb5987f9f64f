/**
 * Issue 15 (helper fcqc): First Contact and Q-Continuum cards — given (a scene) / when (a command) / then (the facts
 * and the state), where each card applies and where it does not.
 *   109_058 Three-Dimensional Thinking (crew-relocation.ts).
 */
import { ofType, runAttempt, scene, ship } from '../testing/attempt-scene';
import { moved } from '../testing/scenario';
import { cardsIn, Z } from '../zones';

describe('109_058 Three-Dimensional Thinking (interrupt: the crew of your ship being destroyed, with a counterpart or the Borg Queen aboard, goes to another ship of yours)', () => {
  function destroyed(crew: { skills: string; ch?: string[] }[], hand: string[], otherShip = true) {
    const built = scene({ missions: ['Study Stellar Collision'], seeds: ['Cosmic String Fragment'], ship: ship(), crew, hand: [...hand, ship({ title: 'Other Cube' }) as never] });
    const other = built.ids.hand[built.ids.hand.length - 1]!;
    const state = otherShip ? moved(built.state, [[other, Z.space('L1')]]) : built.state;
    return { built, other, ...runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }) };
  }

  it('applies: a counterpart aboard — the engine plays it (to the discard pile) and the whole crew goes aboard the other ship; nobody dies', () => {
    const { built, other, events, state } = destroyed([{ skills: 'OFFICER', ch: ['Counterpart'] }, { skills: 'SECURITY' }], ['Three-Dimensional Thinking', 'Escape Pod']);
    const [card, pod] = built.ids.hand as [string, string];
    expect(ofType(events, 'CardPlayed').map((e) => [e.card, e.to])).toEqual([[card, Z.discard('p1')]]);
    expect(ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toEqual([]);
    expect(ofType(events, 'CardLeftPlay').filter((e) => e.how === 'destroyed').map((e) => e.card)).toEqual([built.ids.ship]);
    expect(cardsIn(state, Z.aboard(other))).toEqual(built.ids.crew);
    // The Escape Pod stays in hand: nobody was left aboard.
    expect(state.cards[pod]!.zone).toBe(Z.hand('p1'));
  });

  it('does not apply: no counterpart or Borg Queen aboard (the Escape Pod is played instead), or no other ship of yours (the crew dies)', () => {
    const plain = destroyed([{ skills: 'OFFICER' }], ['Three-Dimensional Thinking', 'Escape Pod']);
    const [card, pod] = plain.built.ids.hand as [string, string];
    expect(ofType(plain.events, 'CardPlayed').map((e) => [e.card, e.to])).toEqual([[pod, Z.atop('L1')]]);
    expect(plain.state.cards[card]!.zone).toBe(Z.hand('p1'));
    const alone = destroyed([{ skills: 'OFFICER', ch: ['Counterpart'] }], ['Three-Dimensional Thinking'], false);
    expect(ofType(alone.events, 'CardPlayed')).toEqual([]);
    expect(ofType(alone.events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card)).toEqual(alone.built.ids.crew);
  });
});
