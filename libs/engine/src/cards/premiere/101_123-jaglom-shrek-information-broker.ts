// Jaglom Shrek - Information Broker (premiere, 101_123): interrupt — you look through your opponent's draw deck, its order kept.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_123', {
  title: 'Jaglom Shrek - Information Broker',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: { window: { kind: 'interrupt' } },
  triggers: [{ on: 'played', effects: [{ kind: 'look-at', what: 'opponent-draw-deck' }] }],
});
