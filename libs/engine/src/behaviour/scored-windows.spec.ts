/**
 * Khan!'s other way (issue 15, helper windows: behaviour/scored-windows.ts): just after the opponent
 * scored bonus points, the `points-scored` window lets a player cancel those points.
 *   1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses › When Responses
 *   Happen; WINNING THE GAME (bonus points).
 * given (p1 completed the planet mission L1 and holds Drought Tree; p2 holds Khan! and answers every
 * window) / when (p1 plants Drought Tree, scoring 7 bonus points; p2 plays Khan!) / then (p1's bonus
 * back to 0; no window for mission points or for a player on automatic pass; Khan! not playable
 * without bonus points just scored; the window opens though p2 holds nothing).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { GameState } from '../types';

function scoredScene(every = true, opponentHand: readonly string[] = ['188_008']) {
  const built = scene({ missions: ['Excavation'], hand: ['Drought Tree'], opponentHand });
  const completed = evolveAll([{ type: 'MissionSolved', player: 'p1', location: 'L1', mission: built.ids.missions[0]!, contributors: [], points: 0 }], built.state);
  const state = every ? play(completed, [{ type: 'SetAutoPass', actor: 'p2', on: false, every: true }]).state : completed;
  return { state, tree: built.ids.hand[0]!, khan: built.ids.opponentHand[0]!, mission: 'L1' };
}

function plantTree(state: GameState, tree: string, mission: string) {
  const planted = play(state, [{ type: 'PlayCard', actor: 'p1', card: tree, target: mission }]);
  return state.explicitEvery?.p2 ? play(planted.state, [{ type: 'PassResponse', actor: 'p2' }]) : planted;
}

describe('188_008 Khan! (bonus points just scored)', () => {
  it('in the window after the opponent scored bonus points: those points are cancelled', () => {
    const { state, tree, khan, mission } = scoredScene();
    const scored = plantTree(state, tree, mission);
    expect(scored.state.score.p1.bonus).toBe(7);
    expect(scored.state.windows?.at(-1)).toMatchObject({ action: 'points-scored', player: 'p2', by: 'p1', points: 7 });
    const use = legalCommands(scored.state, 'p2').find((command) => command.type === 'PlayCard' && command.card === khan);
    expect(use).toMatchObject({ target: 'p1' });
    const after = play(scored.state, [use!]);
    expect(after.state.score.p1.bonus).toBe(0);
    expect(after.state.windows ?? []).toEqual([]);
    expect(after.state.cards[khan]!.zone).toBe('discard:p2');
  });

  it('passing the window keeps the points; no window for a player on automatic pass', () => {
    const { state, tree, mission } = scoredScene();
    const passed = play(plantTree(state, tree, mission).state, [{ type: 'PassResponse', actor: 'p2' }]).state;
    expect(passed.score.p1.bonus).toBe(7);
    expect(passed.windows ?? []).toEqual([]);
    const auto = scoredScene(false);
    const planted = plantTree(auto.state, auto.tree, auto.mission);
    expect(planted.state.score.p1.bonus).toBe(7);
    expect(ofType(planted.events, 'ResponseWindowOpened').map((event) => event.window.action)).not.toContain('points-scored');
  });

  it('not without bonus points just scored, and the window opens whatever p2 holds', () => {
    const { state, khan } = scoredScene();
    expect(refused(state, { type: 'PlayCard', actor: 'p2', card: khan, target: 'p1' })).not.toBeNull();
    const bare = scoredScene(true, []);
    expect(plantTree(bare.state, bare.tree, bare.mission).state.windows?.at(-1)).toMatchObject({ action: 'points-scored', player: 'p2' });
  });
});
