// Oratt (llap, 195_037): personnel — three times per game he may stop to look at the opponent's hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_037', {
  title: 'Oratt',
  scenario: 'behaviour/personnel-b.spec.ts',
  abilities: [{ id: 'look-at-hand', limit: { kind: 'per-game', times: 3 }, costs: ['stop-self'], effects: [{ kind: 'look-at', what: 'opponent-hand' }] }],
});
