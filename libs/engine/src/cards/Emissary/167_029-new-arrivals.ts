// New Arrivals (Emissary, 167_029): incident — seeded on your table: once each turn one of your universal personnel you have no copy of in play reports for free; at the end of each of your turns you may draw an extra card (EndTurn.decline: not drawn).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_029', {
  title: 'New Arrivals',
  scenario: 'behaviour/modes.spec.ts',
  permits: [{ kind: 'free-report', who: {}, universal: true, notInPlay: true }],
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'may', effects: [{ kind: 'draw', who: 'you', count: 1 }] }] }],
  manual: ['the extra draw at the end of your opponent\'s turns', 'discarded if you play more than one personnel for free in a turn'],
});
