// Condition Red (metamorpho, 202_012): incident — plays on your table; your [Stf] personnel show a [Cmd] staffing icon too (read when your ships' staffing is checked); as each of your turns begins, while your opponent has more ships in play than you (cloaked, phased and landed ones counted), you may discard a card from hand to download a ship from your draw deck to hand (shown to your opponent; the deck reshuffled), then the incident is discarded unless that ship is universal.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_012', {
  title: 'Condition Red',
  scenario: 'behaviour/turn-start-choices.spec.ts',
  play: { window: { kind: 'normal-play' } },
  staffingGrants: [{ icons: ['Cmd'], to: { icons: ['Stf'] } }],
  atTurnStart: {
    whose: 'your',
    optional: true,
    requires: [{ kind: 'opponent-more-ships' }],
    effects: [
      {
        // the cost, which is also the question: no card discarded, nothing downloaded
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'hand', whose: 'you' },
        pick: 1,
        upTo: true,
        chosen: 'discard',
        then: [
          {
            kind: 'choose-cards',
            chooser: 'you',
            pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Ship'] }, download: true },
            pick: 1,
            upTo: true,
            chosen: 'to-hand',
            then: [{ kind: 'discard-self' }],
            unlessChosen: { unique: false },
          },
        ],
      },
    ],
  },
});
