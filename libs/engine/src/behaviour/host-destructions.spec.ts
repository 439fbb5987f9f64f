/**
 * Issue 15 (helper tail1): a card lying on a facility that destroys it and every ship at its location as its countdown runs
 * out (behaviour/host-destructions.ts) — 124_021 Omega Particle.
 *   1E rulebook › END OF TURN › COUNTDOWNS; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; GETTING HURT › DESTROYED.
 * given (p1's outpost and ships of both players at L1, p2's outpost at L2) / when (PlayCard Omega Particle on the outpost,
 * then EndTurn round trips) / then (nothing destroyed before the end of p1's second turn after; then the outpost and the
 * ships at L1, the particle discarded, L2 untouched).
 */
import { ofType, scene, ship } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';

function table() {
  const built = scene({ missions: ['Excavation', 'Plunder Site'], hand: ['Omega Particle', 'Federation Outpost', ship({ affiliation: 'Federation' })], opponentHand: ['Romulan Outpost', ship({ affiliation: 'Romulan' })] });
  const [particle, post, mine] = built.ids.hand as [string, string, string];
  const [theirPost, theirs] = built.ids.opponentHand as [string, string];
  const state = moved(built.state, [[post, Z.space('L1')], [mine, Z.space('L1')], [theirs, Z.space('L1')], [theirPost, Z.space('L2')]]);
  return { state, particle, post, mine, theirPost, theirs };
}
const endTurns = (state: GameState, rounds: number) => {
  let current = state;
  const events = [];
  for (let round = 0; round < rounds; round += 1)
    for (const actor of ['p1', 'p2'] as const) {
      const done = accepted(current, { type: 'EndTurn', actor });
      events.push(...done.events);
      current = done.state;
    }
  return { state: current, events };
};

describe('124_021 Omega Particle (on your outpost; countdown 3: the outpost and all ships there destroyed)', () => {
  it('applies: played on your outpost; at the end of your second turn after, the outpost and both players’ ships there are destroyed and it is discarded', () => {
    const { state, particle, post, mine, theirs, theirPost } = table();
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card: particle, target: post }).state;
    expect(played.cards[particle]!.zone).toBe(Z.on(post));
    const early = endTurns(played, 2);
    expect(early.state.cards[post]!.zone).toBe(Z.space('L1'));
    expect(early.state.cards[particle]!.zone).toBe(Z.on(post));
    const done = accepted(early.state, { type: 'EndTurn', actor: 'p1' });
    expect(ofType(done.events, 'CardEffectResolved').map((event) => event.effect)).toContain('Federation Outpost and 2 ship(s) destroyed');
    for (const iid of [post, mine, particle]) expect(done.state.cards[iid]!.zone).toBe(Z.discard('p1'));
    expect(done.state.cards[theirs]!.zone).toBe(Z.discard('p2'));
    expect(done.state.cards[theirPost]!.zone).toBe(Z.space('L2'));
  });

  it('does not apply: not on the opponent’s outpost, nor without an outpost of yours', () => {
    const { state, particle, theirPost, post } = table();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: particle, target: theirPost })).toBe('INVALID_TARGET');
    const bare = moved(state, [[post, Z.discard('p1')]]);
    expect(refused(bare, { type: 'PlayCard', actor: 'p1', card: particle, target: post })).not.toBeNull();
  });
});
