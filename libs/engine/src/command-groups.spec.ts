/**
 * The compact form of legalCommands (issue 17): grouping and expanding give back the same commands,
 * and the long Beam lists shrink to one entry per destination.
 */
import { compactCommands, expandCommands } from './command-groups';
import { evolve, initialState } from './evolve';
import { legalCommands } from './legal';
import { runGame, starterDecks } from './simulation';
import type { Command, GameState } from './types';

const sameSet = (a: readonly unknown[], b: readonly unknown[]) => expect(a.map((x) => JSON.stringify(x)).sort()).toEqual(b.map((x) => JSON.stringify(x)).sort());

describe('compactCommands / expandCommands', () => {
  it('groups commands differing in the varying field only, and expands back', () => {
    const commands: Command[] = [
      { type: 'Beam', actor: 'p1', cards: ['c1'], to: 'surface:L1', via: 'c9' },
      { type: 'Beam', actor: 'p1', cards: ['c2'], to: 'surface:L1', via: 'c9' },
      { type: 'Beam', actor: 'p1', cards: ['c1', 'c2'], to: 'surface:L1', via: 'c9' },
      { type: 'Beam', actor: 'p1', cards: ['c1'], to: 'aboard:c8', via: 'c9' },
      { type: 'EndTurn', actor: 'p1' },
    ];
    const compact = compactCommands(commands);
    expect(compact).toEqual([
      { type: 'Beam', actor: 'p1', cards: { oneOf: [['c1'], ['c2'], ['c1', 'c2']] }, to: 'surface:L1', via: 'c9' },
      { type: 'Beam', actor: 'p1', cards: ['c1'], to: 'aboard:c8', via: 'c9' },
      { type: 'EndTurn', actor: 'p1' },
    ]);
    expect(expandCommands(compact)).toEqual(commands);
  });

  it('round-trips every position of a seeded game, never growing the list', () => {
    const game = runGame({ seed: 'compact-commands', decks: starterDecks(), checks: 'none' });
    let state: GameState = initialState();
    let positions = 0;
    let grouped = 0;
    for (const event of game.events!) {
      state = evolve(state, event);
      for (const player of ['p1', 'p2'] as const) {
        const commands = legalCommands(state, player);
        const compact = compactCommands(commands);
        sameSet(expandCommands(compact), commands);
        expect(compact.length).toBeLessThanOrEqual(commands.length);
        if (compact.length < commands.length) grouped += 1;
        positions += 1;
      }
    }
    expect(positions).toBeGreaterThan(500);
    expect(grouped).toBeGreaterThan(0);
  });
});
