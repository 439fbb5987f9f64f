/**
 * The table's held view (issue 17) along a real game: the engine plays a seeded random game; at
 * every revision the api's forms are computed as the api computes them (compactForm, viewChanges,
 * compactCommands) and handed to a HeldView in irregular steps (as live bursts and re-reads arrive).
 * Its snapshot must always equal the whole view and the whole command list at the revision held.
 */
import { compactCommands, compactForm, evolve, initialState, legalCommands, runGame, starterDecks, view, viewChanges, type GameState, type PlayerId } from '@captains-log/engine';
import { HeldView, type CompactSnapshot, type ViewChangesSnapshot } from './compact-view';

const seat: PlayerId = 'p2';
const header = (revision: number) => ({
  gameId: 'g',
  revision,
  you: { role: 'player' as const, seat },
  players: [
    { seat: 'p1' as const, handle: 'picard', name: 'Picard' },
    { seat: 'p2' as const, handle: 'gowron', name: 'Gowron' },
  ],
  tournament: null,
});
const compactAt = (state: GameState, revision: number): CompactSnapshot => ({
  ...header(revision),
  form: 'compact',
  ...compactForm(view(state, { player: seat })),
  legalCommands: compactCommands(legalCommands(state, seat)),
});
const changesBetween = (before: GameState, since: number, after: GameState, revision: number): ViewChangesSnapshot => ({
  ...header(revision),
  form: 'changes',
  since,
  ...viewChanges(compactForm(view(before, { player: seat })), compactForm(view(after, { player: seat }))),
  legalCommands: compactCommands(legalCommands(after, seat)),
});

const sorted = (commands: readonly object[]) => commands.map((c) => JSON.stringify(c, Object.keys(c).sort())).sort();

describe('HeldView: the compact view and its changes give the whole view', () => {
  const game = runGame({ seed: 'compact-view-spec-0001', decks: starterDecks(), turnCap: 6, checks: 'none' });
  const states: GameState[] = [];
  let state = initialState();
  for (const event of game.events!) states.push((state = evolve(state, event)));
  const last = states.length - 1;

  it('equals view() and legalCommands() at every revision it reaches', () => {
    expect(last).toBeGreaterThan(100);
    const held = new HeldView(compactAt(states[0]!, 0));
    let reached = 0;
    for (let revision = 1; revision <= last; revision += 1 + (revision % 4)) {
      expect(held.apply(changesBetween(states[held.revision]!, held.revision, states[revision]!, revision))).toBe(true);
      const snapshot = held.snapshot();
      expect(snapshot.revision).toBe(revision);
      expect(snapshot.view).toEqual(view(states[revision]!, { player: seat }));
      // the compact list groups commands by their varying field, so the same commands may come in another order
      expect(sorted(snapshot.legalCommands)).toEqual(sorted(legalCommands(states[revision]!, seat)));
      reached += 1;
    }
    expect(reached).toBeGreaterThan(30);
  });

  it('drops a field the view no longer has (a choice answered: its changes name it as removed)', () => {
    const plain = compactForm(view(states[50]!, { player: seat }));
    const asking = { ...plain, view: { ...plain.view, pendingChoice: { chooser: seat, options: [] } as unknown as typeof plain.view.pendingChoice } };
    const held = new HeldView({ ...header(50), form: 'compact', ...asking, legalCommands: [] });
    const changes = viewChanges(asking, plain);
    expect(changes.removedFields).toEqual(['pendingChoice']);
    expect(held.apply({ ...header(51), form: 'changes', since: 50, ...changes, legalCommands: [] })).toBe(true);
    expect(held.snapshot().view).toEqual(view(states[50]!, { player: seat }));
  });

  it('refuses changes computed from another revision, and ignores what is not newer', () => {
    const held = new HeldView(compactAt(states[10]!, 10));
    const before = held.snapshot();
    expect(held.apply(changesBetween(states[12]!, 12, states[20]!, 20))).toBe(false);
    expect(held.apply(changesBetween(states[5]!, 5, states[9]!, 9))).toBe(true);
    expect(held.snapshot()).toBe(before);
    expect(held.revision).toBe(10);
    // a compact view always fits: it replaces what is held
    expect(held.apply(compactAt(states[30]!, 30))).toBe(true);
    expect(held.snapshot().view).toEqual(view(states[30]!, { player: seat }));
  });
});
