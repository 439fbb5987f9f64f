// Temporal Investigations (twt, 119_019): event — on your table: once each turn, when your opponent reports an [AU] personnel or ship to the Alpha Quadrant spaceline, you download Lucsly and/or Dulmer (your pick from the deck; each reports where it may report for duty) or, picking neither, draw a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_019', {
  title: 'Temporal Investigations',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // "Draw one card OR download Lucsly and/or Dulmer": the pick of up to two is the "and/or", picking none the draw (choices.ts; 1E rulebook › DOWNLOADING).
  whenCardsPlayed: {
    filter: { types: ['Personnel', 'Ship'], icons: ['AU'] },
    by: 'opponent',
    quadrant: 'Alpha',
    oncePerTurn: true,
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'draw-deck', whose: 'you', filter: { titles: ['Lucsly', 'Dulmer'] }, download: true },
        pick: 2,
        upTo: true,
        chosen: 'download-reporting',
        ifNone: [{ kind: 'draw', who: 'you', count: 1 }],
      },
    ],
  },
});
