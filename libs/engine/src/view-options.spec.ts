import { decide } from './decide';
import { evolveAll } from './evolve';
import { runGame, starterDecks } from './simulation';
import { scene } from './testing/attempt-scene';
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

// Issue 16: a player (or the computer opponent) decides from its view, so the view carries the
// public table facts: the attempt in progress and its pending choice (1E rulebook › ATTEMPT A
// MISSION › ENCOUNTERING DILEMMAS: dilemmas are revealed face-up), dilemmas in play, completed missions.
describe('view: the public facts of an attempt', () => {
  it('shows the attempt and the choice the opponent must make to both players, and disabled personnel', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Chalnoth'], awayTeam: [{ skills: 'OFFICER' }, { skills: 'MEDICAL' }] });
    const asked = evolveAll(decide(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }), built.state);
    for (const player of ['p1', 'p2'] as const) {
      const seen = view(asked, { player });
      expect(seen.attempt).toEqual(asked.attempt);
      expect(seen.attempt?.choice).toMatchObject({ player: 'p2', options: built.ids.awayTeam });
      expect(seen.completed).toEqual({ p1: [], p2: [] });
      expect(seen.noSolve).toEqual({ p1: [], p2: [] });
      expect(seen.ongoing).toEqual({});
    }
    const disabled = { ...asked, cards: { ...asked.cards, [built.ids.awayTeam[0]!]: { ...asked.cards[built.ids.awayTeam[0]!]!, disabled: true } } };
    const card = view(disabled, { player: 'p2' }).zones['surface:L1']!.find((entry) => 'iid' in entry && entry.iid === built.ids.awayTeam[0]);
    expect(card).toMatchObject({ disabled: true });
  });
});
