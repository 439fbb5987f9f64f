/**
 * Issue 15 (helper hostages): Open Diplomatic Relations (111_016), its table way — at any time, two cards of
 * your hand are exchanged for a Treaty of your discard pile (the ability `exchange-for-treaty`: the target
 * `cards-in-your-discard`, a `choose-cards` of two cards of your hand, discarded, then `chosen-to-hand`).
 *   1E rulebook › Glossary › exchange; THE CARDS.
 * given (the objective on p1's table, a Treaty in p1's discard pile) / when (ActivateCard, MakeChoice) / then (zones).
 */
import { scene } from '../testing/attempt-scene';
import { accepted, moved } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

describe('111_016 Open Diplomatic Relations (exchange two cards in hand for a Treaty in your discard pile)', () => {
  function table(handCards: number) {
    const built = scene({ missions: ['Excavation'], hand: ['Open Diplomatic Relations', 'Treaty: Federation/Romulan/Klingon', 'Hail', 'Hail', 'Hail'] });
    const [objective, treaty, ...rest] = built.ids.hand as [string, string, ...string[]];
    const away = rest.slice(handCards).map((iid) => [iid, Z.draw('p1')] as [string, string]);
    const state = moved(built.state, [[objective, Z.table('p1')], [treaty, Z.discard('p1')], ...away]);
    return { state, objective, treaty, kept: rest.slice(0, handCards) };
  }
  const exchange = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'exchange-for-treaty', target });

  it('applies: you pick two of your three cards in hand; they are discarded and the Treaty comes to your hand', () => {
    const { state, objective, treaty, kept } = table(3);
    const asked = accepted(state, exchange(objective, treaty));
    expect(asked.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', min: 2, max: 2, options: kept }));
    const after = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [kept[0]!, kept[2]!] });
    expect(after.state.cards[kept[0]!]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[kept[2]!]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[kept[1]!]!.zone).toBe(Z.hand('p1'));
    expect(after.state.cards[treaty]!.zone).toBe(Z.hand('p1'));
    expect(after.state.cards[objective]!.zone).toBe(Z.table('p1'));
  });

  it('does not apply with fewer than two cards in hand, nor without a Treaty in your discard pile', () => {
    const short = table(1);
    expect(() => accepted(short.state, exchange(short.objective, short.treaty))).toThrow();
    const none = table(3);
    const hail = none.kept[0]!;
    const noTreaty = moved(none.state, [[none.treaty, Z.hand('p2')], [hail, Z.discard('p1')]]);
    expect(() => accepted(noTreaty, exchange(none.objective, hail))).toThrow();
  });
});
