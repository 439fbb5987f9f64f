/**
 * A card that affects a card lying on a ship unless a named card lies there too (issue 15, partials-ei):
 * Deactivation nullifies an Auto-Destruct Sequence unless a Fractal Encryption Code is present with it.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT"; THE CARDS.
 * given (Auto-Destruct Sequence played on p1's ship; a Fractal Encryption Code placed on the same ship or another) /
 * when (PlayCard Deactivation on the Auto-Destruct Sequence) / then (it is discarded, or the play is refused).
 */
import { ofType, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const play = (card: string, target?: string, mode?: number): Command => ({ type: 'PlayCard', actor: 'p1', card, ...(target ? { target } : {}), ...(mode !== undefined ? { mode } : {}) });
/** Deactivation's way of playing on an Auto-Destruct Sequence (0: its own play, n: modes[n-1]). */
const AUTO_DESTRUCT = 2;

/** p1's ship with Auto-Destruct Sequence lying on it; Deactivation and a Fractal Encryption Code in hand; a second ship of p1's in space. */
function armed() {
  const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Auto-Destruct Sequence', 'Deactivation', 'Fractal Encryption Code', ship()] });
  const [auto, deactivation, fractal, other] = built.ids.hand as [string, string, string, string];
  const shipId = built.ids.ship!;
  const state = run(moved(built.state, [[other, Z.space('L1')]]), [play(auto, shipId)]).state;
  expect(state.cards[auto]!.zone).toBe(Z.on(shipId));
  return { state, auto, deactivation, fractal, shipId, other };
}

describe('109_048 Deactivation (target-not-beside / if-target-not-beside: Auto-Destruct Sequence unless Fractal Encryption Code present)', () => {
  it('with no Fractal Encryption Code on that ship, the Auto-Destruct Sequence is nullified (discarded) and the ship survives the end of turn', () => {
    const { state, auto, deactivation, shipId } = armed();
    const after = run(state, [play(deactivation, auto, AUTO_DESTRUCT), { type: 'EndTurn', actor: 'p1' }]);
    expect(after.state.cards[auto]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'CardLeftPlay').map((e) => e.card)).not.toContain(shipId);
  });
  it('a Fractal Encryption Code on another ship does not protect it', () => {
    const { state, auto, deactivation, fractal, other } = armed();
    const after = run(moved(state, [[fractal, Z.on(other)]]), [play(deactivation, auto, AUTO_DESTRUCT)]);
    expect(after.state.cards[auto]!.zone).toBe(Z.discard('p1'));
  });
  it('with a Fractal Encryption Code on the same ship, Deactivation may not target it', () => {
    const { state, auto, deactivation, fractal, shipId } = armed();
    expect(refused(moved(state, [[fractal, Z.on(shipId)]]), play(deactivation, auto, AUTO_DESTRUCT))).toBe('PLAY_CONDITION');
  });
  it('its own way (Red Alert!, Static Warp Bubble) does not reach an Auto-Destruct Sequence', () => {
    const { state, auto, deactivation } = armed();
    expect(refused(state, play(deactivation, auto))).toBe('INVALID_TARGET');
  });
});
