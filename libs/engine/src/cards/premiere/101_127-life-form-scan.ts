// Life-form Scan (premiere, 101_127): interrupt — you look at the cards in your opponent's hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_127', {
  title: 'Life-form Scan',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: { window: { kind: 'interrupt' } },
  triggers: [{ on: 'played', effects: [{ kind: 'look-at', what: 'opponent-hand' }] }],
});
