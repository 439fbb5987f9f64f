// Full Complement of Shuttles (lookinggla, 184_017): incident — seeds or plays on your table; as each of your turns begins you may discard a non-personnel card from hand to download to hand a Federation shuttlecraft (from your draw deck, shown to your opponent; the deck is then reshuffled). Its other three texts are played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_017', {
  title: 'Full Complement of Shuttles',
  scenario: 'behaviour/turn-start-choices.spec.ts',
  play: { window: { kind: 'normal-play' } },
  atTurnStart: {
    whose: 'your',
    optional: true,
    effects: [
      {
        // the cost, which is also the question: no card discarded, nothing downloaded
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'hand', whose: 'you', filter: { notTypes: ['Personnel'] } },
        pick: 1,
        upTo: true,
        chosen: 'discard',
        then: [
          {
            kind: 'choose-cards',
            chooser: 'you',
            pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Ship'], affiliations: ['Federation'], anyOf: [{ shipClassIncludes: 'Shuttlecraft' }, { characteristic: 'Shuttlecraft' }] }, download: true },
            pick: 1,
            upTo: true,
            chosen: 'to-hand',
          },
        ],
      },
    ],
  },
  manual: [
    'your Type 9 Shuttlecraft reporting with up to two [DQ] Federation personnel to your Federation U.S.S. Voyager',
    'downloading Narrow Escape at any time, even from your discard pile (twice per game)',
    'your Federation ships are attributes all +3 in the Delta Quadrant while an opponent’s non-Federation ship is there',
  ],
});
