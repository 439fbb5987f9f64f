/**
 * Issue 15 (lead): control ends when the card leaves play (behaviour/control-facts.ts › releaseControlOnLeaving, read by
 * evolve's CardLeftPlay). 1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP (a card your opponent takes control of
 * is no longer "yours", but you still own it). Found by helper control: a card killed or destroyed while controlled with no
 * end turn (Brainwash, Outgunned, assimilation) kept naming its controller in its owner's discard pile.
 * given (p2's personnel controlled by p1 for the rest of the game) / when (it is killed, or moved within play) / then (whose it is).
 */
import { evolveAll } from '../evolve';
import { battleScene } from '../testing/battle-scene';
import type { GameEvent } from '../types';
import { Z } from '../zones';

function controlled() {
  const built = battleScene([{ label: 'x', owner: 'p2', at: 'surface', card: { affiliation: 'Romulan' } }]);
  const x = built.id('x');
  const taken = evolveAll([{ type: 'ControlTaken', cards: [x], by: 'p1', from: 'p2', source: x, until: Number.MAX_SAFE_INTEGER } as GameEvent], built.state);
  return { state: taken, x };
}

describe('control ends with play', () => {
  it('applies: the controlled personnel killed goes to its owner’s discard pile as its owner’s card, the control entry gone', () => {
    const { state, x } = controlled();
    expect([state.cards[x]!.owner, state.control?.[x]?.owner]).toEqual(['p1', 'p2']);
    const after = evolveAll([{ type: 'CardLeftPlay', card: x, from: Z.surface('L1'), to: Z.discard('p2'), how: 'killed', source: 'test' } as GameEvent], state);
    expect(after.cards[x]!.zone).toBe(Z.discard('p2'));
    expect(after.cards[x]!.owner).toBe('p2');
    expect(after.control?.[x]).toBeUndefined();
  });

  it('does not apply: moved within play it stays under its controller', () => {
    const { state, x } = controlled();
    const after = evolveAll([{ type: 'CardMoved', card: x, from: Z.surface('L1'), to: Z.space('L1'), faceUp: true, reason: 'test' } as GameEvent], state);
    expect(after.cards[x]!.owner).toBe('p1');
    expect(after.control?.[x]?.owner).toBe('p2');
  });
});
