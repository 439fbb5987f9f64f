// Sherlock Holmes (ha, 125_115): personnel — at the start of your turn, may draw a card if the opponent holds more cards in hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_115', {
  title: 'Sherlock Holmes',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'draw', limit: 'once-per-turn', requires: ['start-of-your-turn', 'opponent-hand-larger'], effects: [{ kind: 'draw', who: 'you', count: 1 }] }],
});
