/**
 * Issue 15 (helper voyds9): 123_053 The Next Emanation — on p1's table, p2's non-universal personnel leaving
 * play go under it (stored on it, not in play: behaviour/stored-cards.ts) instead of p2's discard pile
 * (behaviour/discard-redirects.ts, read by attempt/leaving-play.ts › leavePlay); when it leaves play they go
 * to p2's discard pile (1E rulebook › LEAVING PLAY; issue 15, helper stored).
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED ("unless a card says otherwise").
 * given (p2's personnel on the planet at L1, p1's on it too) / when (leavePlay: killed, discarded) / then (where each goes).
 */
import { leavePlay } from '../attempt/leaving-play';
import { Ctx } from '../context';
import { person, scene } from '../testing/attempt-scene';
import { accepted, moved } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';
import { storedFollowHost } from './stored-cards';

function given(onTable: boolean) {
  const built = scene({
    missions: ['Excavation'],
    awayTeam: [person({ skills: 'OFFICER' })],
    hand: ['The Next Emanation'],
    opponentHand: [person({ skills: 'SECURITY', universal: false }), person({ skills: 'ENGINEER', universal: true }), person({ skills: 'MEDICAL', universal: false })],
  });
  const [unique, universal, other] = built.ids.opponentHand as [string, string, string];
  const event = built.ids.hand[0]!;
  const state = moved(built.state, [
    [unique, Z.surface('L1')],
    [universal, Z.surface('L1')],
    [other, Z.surface('L1')],
    ...(onTable ? ([[event, Z.table('p1')]] as [string, string][]) : []),
  ]);
  return { state, event, mine: built.ids.awayTeam[0]!, unique, universal, other };
}
const gone = (state: GameState, iid: string, how: 'killed' | 'discarded') => {
  const ctx = new Ctx(state);
  leavePlay(ctx, iid, how, 'test');
  return ctx.state.cards[iid]!.zone;
};

describe('123_053 The Next Emanation (the opponent’s non-universal personnel leaving play go under it, not to the discard pile)', () => {
  it('applies: played on p1’s table as the normal card play; then p2’s non-universal personnel killed, or discarded, go out of play', () => {
    const { state, event, unique, other } = given(false);
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card: event }).state;
    expect(played.cards[event]!.zone).toBe(Z.table('p1'));
    expect(gone(played, unique, 'killed')).toBe(Z.stored(event));
    expect(gone(played, other, 'discarded')).toBe(Z.stored(event));
    // The event leaving play takes them with it, to their owner's discard pile (behaviour/stored-cards.ts).
    const ctx = new Ctx(played);
    leavePlay(ctx, unique, 'killed', 'test');
    leavePlay(ctx, event, 'discarded', 'test');
    storedFollowHost(ctx);
    expect(ctx.state.cards[unique]!.zone).toBe(Z.discard('p2'));
  });
  it('does not apply: a universal personnel of p2, p1’s own personnel, or without the event — the discard pile', () => {
    const on = given(true);
    expect(gone(on.state, on.universal, 'killed')).toBe(Z.discard('p2'));
    expect(gone(on.state, on.mine, 'killed')).toBe(Z.discard('p1'));
    const off = given(false);
    expect(gone(off.state, off.unique, 'killed')).toBe(Z.discard('p2'));
  });
});
