/**
 * Issue 17: one public view per step, each viewer's own parts from it. view() is viewCard over every
 * zone, and seenAsPublic names every card a viewer sees exactly as a spectator does (libs/replay
 * board.ts builds one public board per step and derives only the other cards per perspective).
 * 1E rulebook › LOOKING AT CARDS (hands and face-down cards are their owner's), THE SEED PHASES.
 */
import { evolve, initialState } from './index';
import { runGame, starterDecks } from './simulation';
import type { GameState, PlayerId } from './types';
import { seenAsPublic, tableSight, view, viewCard, viewScope, type Viewer } from './view';

const VIEWERS: readonly Viewer[] = ['spectator', { player: 'p1' }, { player: 'p2' }, 'director'];

function check(state: GameState, openAfterEnd: boolean): { shared: number; own: number } {
  const options = { openAfterEnd };
  const sight = tableSight(state);
  let shared = 0;
  let own = 0;
  for (const viewer of VIEWERS) {
    const whole = view(state, viewer, options);
    // the scope with the sight given is the scope without
    expect(viewScope(state, viewer, options, sight)).toBe(viewScope(state, viewer, options));
    for (const zone in state.zones) {
      const cards = state.zones[zone]!;
      expect(whole.zones[zone]).toEqual(cards.map((iid) => viewCard(state, iid, viewer, options)));
      for (const iid of cards) {
        const mine = viewCard(state, iid, viewer, options, sight);
        if (seenAsPublic(state, viewer, state.cards[iid]!, options, sight)) {
          expect(mine).toEqual(viewCard(state, iid, 'spectator', options, sight));
          shared += 1;
        } else own += 1;
      }
    }
  }
  return { shared, own };
}

describe('view: one public view and each viewer’s own cards (issue 17)', () => {
  it.each([
    ['view-public-1', true],
    ['view-public-2', false],
  ] as const)('%s (openAfterEnd %s): at every step, a card seen as public is the spectator’s card, and view() is viewCard over the zones', (seed, openAfterEnd) => {
    const game = runGame({ seed, decks: starterDecks(), turnCap: 20, checks: 'none' });
    let state = initialState();
    let shared = 0;
    let own = 0;
    for (const [step, event] of game.events!.entries()) {
      state = evolve(state, event);
      if (step % 3 !== 0 && step !== game.events!.length - 1) continue;
      const counts = check(state, openAfterEnd);
      shared += counts.shared;
      own += counts.own;
    }
    expect(state.phase).toBe('ended');
    // both kinds occur: hands and seeds are the players' own, the table everyone's
    expect(shared).toBeGreaterThan(0);
    expect(own).toBeGreaterThan(0);
  });

  it('a player sees the own hand and own face-down cards, and a mis-seed mark, as nobody else does; the director all of them', () => {
    let state = initialState();
    const game = runGame({ seed: 'view-public-3', decks: starterDecks(), turnCap: 4, checks: 'none' });
    for (const event of game.events!) state = evolve(state, event);
    const ownerOf = (iid: string): PlayerId => state.cards[iid]!.owner;
    const hand = state.zones['hand:p1']!;
    expect(hand.length).toBeGreaterThan(0);
    const options = { openAfterEnd: false };
    for (const iid of hand) {
      expect(seenAsPublic(state, { player: 'p1' }, state.cards[iid]!, options)).toBe(false);
      expect(seenAsPublic(state, { player: 'p2' }, state.cards[iid]!, options)).toBe(true);
      expect(seenAsPublic(state, 'director', state.cards[iid]!, options)).toBe(false);
      expect(ownerOf(iid)).toBe('p1');
    }
    // a face-up card in play with a mis-seed mark: its owner and the director see the mark
    const inPlay = Object.values(state.cards).find((c) => c.faceUp && !c.zone.startsWith('hand:') && !c.zone.startsWith('draw:'))!;
    const marked = { ...state, cards: { ...state.cards, [inPlay.iid]: { ...inPlay, misSeed: 'x' } } } as GameState;
    const card = marked.cards[inPlay.iid]!;
    expect(seenAsPublic(marked, { player: card.owner }, card, options)).toBe(false);
    expect(seenAsPublic(marked, { player: card.owner === 'p1' ? 'p2' : 'p1' }, card, options)).toBe(true);
    expect(viewCard(marked, inPlay.iid, { player: card.owner }, options)).toMatchObject({ misSeed: 'x' });
    expect(viewCard(marked, inPlay.iid, 'spectator', options)).not.toHaveProperty('misSeed');
    // the game over and the record open: everyone sees everything, all as public
    const ended = { ...marked, phase: 'ended' } as GameState;
    expect(seenAsPublic(ended, 'director', card, { openAfterEnd: true })).toBe(true);
    expect(seenAsPublic(ended, { player: card.owner }, card, { openAfterEnd: false })).toBe(false);
  });
});
