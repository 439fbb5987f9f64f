// Res-Q (premiere, 101_091): event — swapped for a card of your discard pile, which goes to your hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_091', {
  title: 'Res-Q',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-discard' },
  triggers: [{ on: 'played', effects: [{ kind: 'target-to-hand' }] }],
  duration: 'instant',
});
