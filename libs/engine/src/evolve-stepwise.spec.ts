/**
 * Issue 17: evolveStepwise folds a log in place and names the keys each event wrote. Every state it
 * hands out reads as evolve's, and every card instance and zone list evolve replaced is named,
 * unless the event replaced the whole record (then the caller compares the records).
 */
import { canonicalJson } from '@captains-log/hashing';
import { evolve, evolveStepwise, initialState } from './evolve';
import { runGame, starterDecks } from './simulation';
import type { GameState } from './types';

describe('evolveStepwise', () => {
  it.each(['stepwise-1', 'stepwise-2'])('%s: the states of evolve, the changed keys named', (seed) => {
    const game = runGame({ seed, decks: starterDecks(), turnCap: 30, checks: 'none' });
    const from = initialState();
    let copied: GameState = from;
    let named = 0;
    const last = evolveStepwise(from, (next, start) => {
      expect(start).not.toBe(from);
      let state = start;
      for (const event of game.events!) {
        const before = copied;
        const [cardsThen, zonesThen] = [state.cards, state.zones];
        copied = evolve(copied, event);
        const step = next(event);
        state = step.state;
        expect(canonicalJson(state)).toBe(canonicalJson(copied));
        if (before.cards !== copied.cards && state.cards === cardsThen)
          for (const iid in copied.cards)
            if (copied.cards[iid] !== before.cards[iid]) {
              expect([iid, step.cards.has(iid)]).toEqual([iid, true]);
              named += 1;
            }
        if (before.zones !== copied.zones && state.zones === zonesThen)
          for (const zone of new Set([...Object.keys(copied.zones), ...Object.keys(before.zones)]))
            if (copied.zones[zone] !== before.zones[zone]) expect([zone, step.zones.has(zone)]).toEqual([zone, true]);
      }
      return state;
    });
    expect(named).toBeGreaterThan(10);
    expect(canonicalJson(last)).toBe(canonicalJson(copied));
    expect(from).toEqual(initialState());
  });
});
