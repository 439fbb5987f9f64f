// Admiral Kirk (tmp, 126_035): personnel — once each turn, you may discard a card (from hand) to draw a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_035', {
  title: 'Admiral Kirk',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'discard-to-draw', limit: 'once-per-turn', targets: { kind: 'card-in-hand' }, effects: [{ kind: 'discard-target-from-hand' }, { kind: 'draw', who: 'you', count: 1 }] }],
});
