/**
 * Issue 15: effect blocks that several card files share, built once here so a card file names the block
 * instead of repeating it (as site-builders.ts does for Site cards). Type imports only: card files import
 * this module.
 */
import type { Effect } from './vocabulary';

/** "Draw up to N cards": the player picks how many of the top N (choice pool `draw-prefixes`). */
export function drawUpTo(count: number, whose: 'you' | 'opponent' = 'you'): Effect {
  return { kind: 'choose-cards', chooser: whose, pool: { from: 'draw-prefixes', whose, count }, pick: 1, upTo: true, chosen: 'drawn' };
}

/**
 * A yes-or-no answered by `chooser`: picking this card is yes (`then`), picking nothing is no (`ifNot`).
 * Nothing is revealed by the answer beyond what the card's text already makes public.
 */
export function yesOrNo(chooser: 'you' | 'opponent', then: readonly Effect[], ifNot: readonly Effect[] = []): Effect {
  return {
    kind: 'choose-cards',
    chooser,
    pool: { from: 'this-card' },
    pick: 1,
    upTo: true,
    chosen: 'stay',
    then,
    ...(ifNot.length > 0 ? { ifNone: ifNot } : {}),
  };
}

/** "You may …": the card's player answers yes (`then`) or no (`ifNot`). */
export function youMay(then: readonly Effect[], ifNot: readonly Effect[] = []): Effect {
  return yesOrNo('you', then, ifNot);
}

/**
 * Discard a card from hand, then the bottom card of your discard pile goes beneath your draw deck (yes)
 * or out of play (no), then `draw` (Process Ore, Holoprogram: Historical Poker Game). One choice at a
 * time: the draw is asked inside each answer.
 */
export function recycleThenDraw(draw: Effect): Effect {
  return {
    kind: 'choose-cards',
    chooser: 'you',
    pool: { from: 'hand', whose: 'you' },
    pick: 1,
    chosen: 'discard',
    then: [youMay([{ kind: 'bottom-discard-to', to: 'deck-bottom' }, draw], [{ kind: 'bottom-discard-to', to: 'out-of-play' }, draw])],
  };
}
