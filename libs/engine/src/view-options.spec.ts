import { runGame, starterDecks } from './simulation';
import { view } from './view';

// DESIGN.md › The engine: "after the game ends, the full record may be opened" — may, by the
// game's settings: openAfterEnd: false keeps hidden cards hidden from players after the end.
describe('view options: opening the record after the end', () => {
  const ended = runGame({ seed: 'view-options-game-0001', decks: starterDecks(), checks: 'none' }).state;

  it('opens the whole record to a player after the end by default', () => {
    expect(ended.phase).toBe('ended');
    const opened = view(ended, { player: 'p1' });
    expect(Object.values(opened.zones).flat().some((c) => 'hidden' in c)).toBe(false);
    expect(opened.seed).toBeDefined();
  });

  it('keeps the opponent hidden after the end when the settings say so, but not from the director', () => {
    const closed = view(ended, { player: 'p1' }, { openAfterEnd: false });
    const hidden = Object.values(closed.zones).flat().filter((c) => 'hidden' in c);
    expect(hidden.length).toBeGreaterThan(0);
    expect(closed.seed).toBeUndefined();
    const director = view(ended, 'director', { openAfterEnd: false });
    expect(Object.values(director.zones).flat().some((c) => 'hidden' in c)).toBe(false);
  });
});
