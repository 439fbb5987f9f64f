// Three of Nine (borg, 124_065): personnel — once each turn, may place a card from hand beneath the draw deck, then draw a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_065', {
  title: 'Three of Nine',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'cycle-card', limit: 'once-per-turn', targets: { kind: 'card-in-hand' }, effects: [{ kind: 'target-beneath-draw' }, { kind: 'draw', who: 'you', count: 1 }] }],
});
