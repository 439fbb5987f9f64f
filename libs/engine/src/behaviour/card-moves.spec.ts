/**
 * Fire Sculptor (issue 15, interrupts-e; behaviour/card-moves.ts): a Plasma Fire or Warp Core Breach
 * on a ship moves onto the nearest ship of the opponent; or one card of either discard pile is placed
 * out of play.
 *   1E rulebook › GETTING HURT › RELOCATED; MISCELLANEOUS RULES › OUT-OF-PLAY; MOVING.
 * given (ships on a spaceline, a Warp Core Breach on p1's ship) / when (PlayCard) / then (where the cards are).
 */
import { check } from '../decide';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const play = (card: string, target: string, mode?: number): Command => ({ type: 'PlayCard', actor: 'p1', card, target, ...(mode !== undefined ? { mode } : {}) });

/** p1's ship at L1 carries p2's Warp Core Breach; p2's ships at L3 and L2 (or none). */
function table(opponentShips: boolean) {
  const built = scene({
    missions: ['Excavation', 'Study Stellar Collision', 'Investigate Rogue Comet'],
    ship: ship(),
    crew: [{ skills: 'OFFICER' }],
    hand: ['Fire Sculptor'],
    opponentHand: ['Warp Core Breach', 'Red Alert!', ship({ title: 'Far Ship' }), ship({ title: 'Near Ship' })],
  });
  const [breach, alert, far, near] = built.ids.opponentHand as [string, string, string, string];
  const moves: [string, string][] = [[breach, Z.on(built.ids.ship!)], [alert, Z.discard('p2')]];
  if (opponentShips) moves.push([far, Z.space('L3')], [near, Z.space('L2')]);
  return { state: moved(built.state, moves), sculptor: built.ids.hand[0]!, breach, alert, far, near, own: built.ids.ship! };
}

describe('103_061 Fire Sculptor', () => {
  it('moves the Warp Core Breach from your ship onto the nearest opponent’s ship', () => {
    const { state, sculptor, breach, near } = table(true);
    const after = run(state, [play(sculptor, breach)]);
    expect(after.state.cards[breach]!.zone).toBe(Z.on(near));
    expect(after.state.cards[sculptor]!.zone).toBe(Z.discard('p1'));
  });
  it('with no opponent’s ship it stays; a card that is no Plasma Fire or Warp Core Breach is no target', () => {
    const { state, sculptor, breach, own, alert } = table(false);
    const after = run(state, [play(sculptor, breach)]);
    expect(after.state.cards[breach]!.zone).toBe(Z.on(own));
    expect(ofType(after.events, 'CardEffectResolved').map((e) => e.effect)).toEqual(['no opponent’s ship to move it onto: nothing']);
    expect(refused(state, play(sculptor, alert, 0))).toBe('INVALID_TARGET');
  });
  it('the other way: a card of the opponent’s discard pile is placed out of play; a card in hand is no target', () => {
    const { state, sculptor, alert, near } = table(false);
    const after = run(state, [play(sculptor, alert, 1)]);
    expect(after.state.cards[alert]!.zone).toBe(Z.out('p2'));
    // it names an opponent's card the sender cannot see: refused without a word about it (refusal-sight.ts); the rule check says INVALID_TARGET
    expect(refused(state, play(sculptor, near, 1))).toBe('CARD_NOT_SEEN');
    expect(check(state, play(sculptor, near, 1))?.code).toBe('INVALID_TARGET');
  });
});
