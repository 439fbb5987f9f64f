// New Arrivals (Emissary, 167_029): incident — seeded on your table: once each turn one of your universal personnel you have no copy of in play reports for free; at the end of every turn you may draw an extra card (on your turns EndTurn.decline: not drawn; on your opponent's turns it is always drawn); discarded once you play a second personnel for free in one turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_029', {
  title: 'New Arrivals',
  scenario: 'behaviour/turn-draw-limits.spec.ts',
  permits: [{ kind: 'free-report', who: {}, universal: true, notInPlay: true }],
  triggers: [
    { on: 'end-of-turn', effects: [{ kind: 'may', effects: [{ kind: 'draw', who: 'you', count: 1 }] }] },
    // "End of each turn": the opponent's turns too (the owner has no command there to decline with, so the draw is taken).
    { on: 'turn-ends', whose: 'opponent', from: 'this-turn', effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  ],
  discardWhen: [{ kind: 'you-play-free-again', types: ['Personnel'] }],
});
