// Kivas Fajo - Collector (premiere, 101_079): event — a chosen player draws three cards; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_079', {
  title: 'Kivas Fajo - Collector',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'player' },
  triggers: [{ on: 'played', effects: [{ kind: 'draw', who: 'target', count: 3 }] }],
  duration: 'instant',
});
