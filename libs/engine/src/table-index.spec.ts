/**
 * Issue 17: the table index (table-index.ts) answers what a scan of every card would, for every
 * state of seeded random games, and a memoised index never outlives its card record — not after
 * an event, nor inside evolveAll's in-place fold.
 */
import { evolve, evolveAll, initialState } from './evolve';
import { runGame, starterDecks } from './simulation';
import { foldingInPlace, perCards, tableIndex } from './table-index';
import type { GameEvent, GameState } from './types';
import { isInPlayZone, zoneKind } from './zones';

function scanned(state: GameState) {
  const all = Object.values(state.cards);
  const inPlay = all.filter((card) => isInPlayZone(card.zone));
  return {
    inPlay: inPlay.map((card) => card.iid),
    p1: inPlay.filter((card) => card.owner === 'p1').map((card) => card.iid),
    p2: inPlay.filter((card) => card.owner === 'p2').map((card) => card.iid),
    onSpaceline: all.filter((card) => ['space', 'surface', 'docked'].includes(zoneKind(card.zone))).map((card) => card.iid),
  };
}

function indexed(state: GameState) {
  const index = tableIndex(state);
  const ids = (list: readonly { iid: string }[]) => list.map((card) => card.iid);
  return { inPlay: ids(index.inPlay), p1: ids(index.inPlayBy.p1), p2: ids(index.inPlayBy.p2), onSpaceline: ids(index.onSpaceline) };
}

describe('table index', () => {
  const games = [0, 1, 2].map((i) => runGame({ seed: `table-index-${i}`, decks: starterDecks(), checks: 'none' }));

  it('lists, in the card record order, what a scan of every card finds — at every step of three random games (one event at a time)', () => {
    let states = 0;
    for (const game of games) {
      let state = initialState();
      for (const event of game.events as GameEvent[]) {
        state = evolve(state, event);
        expect(indexed(state)).toEqual(scanned(state));
        states += 1;
      }
    }
    expect(states).toBeGreaterThan(500);
  });

  it('an index read before an event is not the next state’s: a moved card shows where it went', () => {
    const events = games[0]!.events as GameEvent[];
    const at = events.findIndex((event, i) => i > 50 && (event.type === 'CardReported' || event.type === 'CardsBeamed'));
    expect(at).toBeGreaterThan(0);
    const before = evolveAll(events.slice(0, at));
    const earlier = indexed(before);
    const after = evolve(before, events[at]!);
    expect(indexed(after)).toEqual(scanned(after));
    expect(indexed(before)).toEqual(earlier);
    expect(indexed(after)).not.toEqual(earlier);
  });

  it('inside a fold that writes its record in place nothing is memoised, so a later read sees the writes', () => {
    const state = evolveAll((games[1]!.events as GameEvent[]).slice(0, 200));
    const cards = { ...state.cards };
    const own: GameState = { ...state, cards };
    const card = Object.values(cards).find((instance) => isInPlayZone(instance.zone))!;
    foldingInPlace(() => {
      expect(tableIndex(own).inPlay.map((instance) => instance.iid)).toContain(card.iid);
      expect(perCards(own, 'probe', () => 'first')).toBe('first');
      cards[card.iid] = { ...card, zone: 'discard:p1' };
      expect(tableIndex(own).inPlay.map((instance) => instance.iid)).not.toContain(card.iid);
      expect(perCards(own, 'probe', () => 'second')).toBe('second');
    });
    // Outside a fold the same record is memoised once read.
    expect(perCards(own, 'probe', () => 'third')).toBe('third');
    expect(perCards(own, 'probe', () => 'fourth')).toBe('third');
  });

  it('evolveAll gives the index a scan would, however many events it folds', () => {
    for (const game of games) {
      const events = game.events as GameEvent[];
      for (const end of [100, 400, events.length]) {
        const folded = evolveAll(events.slice(0, end));
        expect(indexed(folded)).toEqual(scanned(folded));
      }
    }
  });
});
