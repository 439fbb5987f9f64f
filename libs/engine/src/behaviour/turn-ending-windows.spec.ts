/**
 * Issue 15 (lead): behaviour/turn-ending-windows.ts — 105_023 Drag Net: at the end of each of your turns you may move one
 * Q-Net in play one location along its spaceline, either way (an ability in the turn-ending window of your own turn, once
 * each turn; `by: 'you'`).
 *   1E rulebook › END OF TURN; THE PLAY PHASE › Alternating Actions; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (L1–L3 on one spaceline, Drag Net on p1's table, a Q-Net atop L2, p1 answering every window) / when (EndTurn, the
 * ability) / then (where the Q-Net lies; the turn then ends).
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { moved, play, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';

function dragScene() {
  const built = scene({ missions: ['Excavation', 'Reported Activity', 'Study Stellar Collision'], hand: ['Drag Net', 'Q-Net'] });
  const [net, qnet] = built.ids.hand as [string, string];
  const placed = moved(built.state, [
    [net, Z.table('p1')],
    [qnet, Z.atop('L2')],
  ]);
  return { state: play(placed, [{ type: 'SetAutoPass', actor: 'p1', on: false, every: true }]).state, net, qnet };
}
const endTurn = (actor: PlayerId): Command => ({ type: 'EndTurn', actor });
const drag = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'drag', target });
/** Every open window passed by the player it waits for. */
function passAll(state: GameState): GameState {
  let current = state;
  for (let guard = 0; guard < 20 && (current.windows ?? []).length > 0; guard += 1) current = play(current, [{ type: 'PassResponse', actor: current.windows!.at(-1)!.player }]).state;
  return current;
}
const offers = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card);

describe('105_023 Drag Net (at the end of each of your turns, move one Q-Net one location either way)', () => {
  it('applies: p1 ends the turn; in p1’s end-of-turn window the Q-Net at L2 may go to L1 or L3 — moved to L3, then the turn ends', () => {
    const { state, net, qnet } = dragScene();
    const ending = play(state, [endTurn('p1')]).state;
    expect(ending.windows?.at(-1)).toMatchObject({ action: 'turn-ending', player: 'p1', by: 'p1' });
    expect(offers(ending, net)).toEqual([drag(net, `${qnet}>L1`), drag(net, `${qnet}>L3`)]);
    const after = play(ending, [drag(net, `${qnet}>L3`)]);
    expect(after.state.cards[qnet]!.zone).toBe(Z.atop('L3'));
    expect(ofType(after.events, 'TurnEnded').map((event) => event.player)).toEqual(['p1']);
  });

  it('does not apply: at the end of the opponent’s turn — the window is theirs to end, and p1 may not drag', () => {
    const { state, net, qnet } = dragScene();
    const passed = passAll(play(state, [endTurn('p1')]).state);
    expect(passed.turn).toMatchObject({ player: 'p2' });
    expect(passed.cards[qnet]!.zone).toBe(Z.atop('L2'));
    const theirs = play(passed, [endTurn('p2')]).state;
    // p1 answers first at the end of p2's turn (the opponent's window, then p2's own).
    expect(theirs.windows?.at(-1)).toMatchObject({ action: 'turn-ending', player: 'p1', by: 'p2' });
    expect(offers(theirs, net)).toEqual([]);
    expect(refused(theirs, drag(net, `${qnet}>L1`))).toBe('NOT_YOUR_ACTION');
  });
});
