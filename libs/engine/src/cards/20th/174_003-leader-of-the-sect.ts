// Leader of the Sect (20th, 174_003): event — seeds on one of your Kazon facilities and lies on it. As any player's turn begins, while you have no Maje in play, you may look through your draw deck for a Maje and download it aboard that facility (the deck is then reshuffled).
import { defineCard } from '../../behaviour/define';

export default defineCard('174_003', {
  title: 'Leader of the Sect',
  scenario: 'behaviour/turn-start-choices.spec.ts',
  seedsOnTarget: { kind: 'your-card-in-play', filter: { types: ['Facility'], affiliations: ['Kazon'] } },
  atTurnStart: {
    whose: 'every',
    optional: true,
    requires: [{ kind: 'none-of-yours-in-play', filter: { types: ['Personnel'], characteristic: 'Maje' } }],
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Personnel'], characteristic: 'Maje' }, download: true },
        pick: 1,
        upTo: true,
        chosen: 'download-here',
      },
    ],
  },
});
