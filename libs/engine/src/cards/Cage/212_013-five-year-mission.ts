// Five-Year Mission (Cage, 212_013): event seeded on your table — at the end of each of your turns, when every personnel and ship of yours in play shows [OS], you may draw one more card (EndTurn.decline: not drawn). Kevin Uxbridge cannot touch it.
import { defineCard } from '../../behaviour/define';

export default defineCard('212_013', {
  title: 'Five-Year Mission',
  scenario: 'behaviour/modes.spec.ts',
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-none-in-play', filter: { types: ['Personnel', 'Ship'] }, except: { icons: ['OS'] }, then: [{ kind: 'may', effects: [{ kind: 'draw', who: 'you', count: 1 }] }] }] }],
  immuneTo: ['Kevin Uxbridge'],
});
