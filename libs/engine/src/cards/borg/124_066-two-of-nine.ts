// Two of Nine (borg, 124_066): personnel — once each turn, may discard a card from hand to place the bottom two cards of the discard pile beneath the draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_066', {
  title: 'Two of Nine',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'recycle-discards', limit: 'once-per-turn', targets: { kind: 'card-in-hand' }, effects: [{ kind: 'discard-target-from-hand' }, { kind: 'bottom-discards-beneath-draw', count: 2 }] }],
});
