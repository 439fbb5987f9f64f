/**
 * Issue 15 (helper tail5): the long tail of the Q-Continuum, Premiere and film event/interrupt/objective lists.
 * given / when / then scenarios, each with the path where the card applies and where it does not.
 */
import { scene, ship } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';

/**
 * Doppelganger (105_022; behaviour/arrived-duplicates.ts). 1E current rulings › Doppelganger.
 * given (p1's ship at L1 with its Jean-Luc Picard aboard, p2's copy of the same card on the planet of L2,
 * Doppelganger in p1's hand) / when (p1 plays it, then flies the ship to L2) / then (p2's copy is discarded;
 * p1's stays) — and not without Doppelganger, with a Clone Machine in play, or for another version of Picard.
 */
describe('105_022 Doppelganger: a duplicate is discarded when a unique personnel moves to its location', () => {
  function given(opts: { doppelganger?: boolean; cloneMachine?: boolean; theirs?: string } = {}) {
    const built = scene({
      missions: ['Excavation', 'Explore Dyson Sphere'],
      ship: ship({ range: 9 }),
      crew: ['101_215'],
      hand: ['Doppelganger', 'Clone Machine'],
      opponentHand: [opts.theirs ?? '101_215'],
    });
    const [doppelganger, clone] = built.ids.hand as [string, string];
    const [theirs] = built.ids.opponentHand as [string];
    const [mine] = built.ids.crew as [string];
    let state: GameState = moved(built.state, [[theirs, Z.surface('L2')], ...(opts.cloneMachine ? ([[clone, Z.table('p2')]] as [string, string][]) : [])]);
    if (opts.doppelganger !== false) state = run(state, [{ type: 'PlayCard', actor: 'p1', card: doppelganger }]).state;
    return { state, ship: built.ids.ship!, mine, theirs, doppelganger };
  }

  it('applies: p1 plays it on the table and flies Picard to L2 — p2\'s copy of Picard there is discarded, p1\'s stays aboard', () => {
    const { state, ship: vessel, mine, theirs, doppelganger } = given();
    expect(state.cards[doppelganger]!.zone).toBe(Z.table('p1'));
    const after = run(state, [{ type: 'Fly', actor: 'p1', ship: vessel, to: 'L2' }]).state;
    expect(after.cards[theirs]!.zone).toBe(Z.discard('p2'));
    expect(after.cards[mine]!.zone).toBe(Z.aboard(vessel));
  });
  it('does not apply: without Doppelganger in play both copies stay', () => {
    const { state, ship: vessel, theirs } = given({ doppelganger: false });
    const after = run(state, [{ type: 'Fly', actor: 'p1', ship: vessel, to: 'L2' }]).state;
    expect(after.cards[theirs]!.zone).toBe(Z.surface('L2'));
  });
  it('does not apply: a Clone Machine in play (anyone\'s) keeps the duplicate', () => {
    const { state, ship: vessel, theirs } = given({ cloneMachine: true });
    const after = run(state, [{ type: 'Fly', actor: 'p1', ship: vessel, to: 'L2' }]).state;
    expect(after.cards[theirs]!.zone).toBe(Z.surface('L2'));
  });
  it('does not apply: another version of the persona (Jean-Luc Picard of First Contact) is not a duplicate', () => {
    const { state, ship: vessel, theirs } = given({ theirs: '109_104' });
    const after = run(state, [{ type: 'Fly', actor: 'p1', ship: vessel, to: 'L2' }]).state;
    expect(after.cards[theirs]!.zone).toBe(Z.surface('L2'));
  });
  it('does not apply: no move to another location — the duplicate stays while the ship stays at L1', () => {
    const { state, theirs } = given();
    const after = run(state, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(after.cards[theirs]!.zone).toBe(Z.surface('L2'));
  });
});
