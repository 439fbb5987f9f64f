/**
 * Moving a Q-Net one location at the end of your turn (issue 15, helper evq; drag-nets.ts, turn-ending-windows.ts).
 *   1E rulebook › END OF TURN; THE SPACELINE.
 * given (L1–L3 on one spaceline, p2's Q-Net atop L2, p1's Drag Net on the table, p1 answering every window) /
 * when (EndTurn, ActivateCard) / then (the Q-Net's place, the turn's end).
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { moved, play, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';

describe('105_023 Drag Net (at the end of each of your turns you may move one Q-Net in play one location either way)', () => {
  function table(options: { dragNet?: boolean } = {}) {
    const built = scene({ missions: ['Excavation', 'Reported Activity', 'Study Stellar Collision'], hand: ['Drag Net'], opponentHand: ['Q-Net'] });
    const card = built.ids.hand[0]!;
    const net = built.ids.opponentHand[0]!;
    const placed = moved(built.state, [[net, Z.atop('L2')], ...(options.dragNet === false ? [] : ([[card, Z.table('p1')]] as [string, string][]))]);
    return { state: play(placed, [{ type: 'SetAutoPass', actor: 'p1', on: false, every: true }]).state, card, net };
  }
  const endTurn = (actor: PlayerId): Command => ({ type: 'EndTurn', actor });
  const drag = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'drag', target });
  const offers = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card);

  it('applies: ending p1’s turn opens p1’s end-of-turn window; the Q-Net may go to L1 or L3 — moved to L3, then the turn ends', () => {
    const { state, card, net } = table();
    const ending = play(state, [endTurn('p1')]).state;
    expect(ending.windows?.at(-1)).toMatchObject({ action: 'turn-ending', player: 'p1', by: 'p1' });
    expect(offers(ending, card)).toEqual([drag(card, `${net}>L1`), drag(card, `${net}>L3`)]);
    const after = play(ending, [drag(card, `${net}>L3`)]);
    expect(after.state.cards[net]!.zone).toBe(Z.atop('L3'));
    expect(ofType(after.events, 'TurnEnded').map((event) => event.player)).toEqual(['p1']);
  });
  it('does not apply: not two locations away, not at the end of the opponent’s turn, not without Drag Net on your table', () => {
    const { state, card, net } = table();
    const ending = play(state, [endTurn('p1')]).state;
    expect(refused(ending, drag(card, `${net}>L2`))).toBe('INVALID_TARGET');
    const passed = play(ending, [{ type: 'PassResponse', actor: 'p1' }]).state;
    expect(passed.cards[net]!.zone).toBe(Z.atop('L2'));
    expect(passed.turn).toMatchObject({ player: 'p2' });
    const theirs = play(passed, [{ type: 'PassResponse', actor: 'p1' }, endTurn('p2')]).state;
    expect(theirs.windows?.at(-1)).toMatchObject({ action: 'turn-ending', player: 'p1', by: 'p2' });
    expect(offers(theirs, card)).toEqual([]);
    expect(refused(theirs, drag(card, `${net}>L3`))).toBe('INVALID_TARGET');
    const none = table({ dragNet: false });
    expect(offers(play(none.state, [endTurn('p1')]).state, card)).toEqual([]);
  });
});
