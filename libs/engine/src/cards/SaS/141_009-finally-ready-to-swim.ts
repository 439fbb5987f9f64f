// Finally Ready to Swim (SaS, 141_009): event seeded on your table — once each turn, when you play a [22] card, you draw a card; each time you play a personnel or ship without [22], you discard a card of your choice from hand. Seeding it is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_009', {
  title: 'Finally Ready to Swim',
  scenario: 'behaviour/play-reactions.spec.ts',
  // "You may draw": taken, as for every whenCardsPlayed draw (when-cards-played.ts).
  whenCardsPlayed: {
    filter: { icons: ['22'] },
    oncePerTurn: true,
    effects: [{ kind: 'draw', who: 'you', count: 1 }],
    also: [{ filter: { types: ['Personnel', 'Ship'], notIcons: ['22'] }, effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'you' }, pick: 1, chosen: 'discard' }] }],
  },
});
