// Metaphasic Shields (premiere, 101_083): event on your ship — SHIELDS +2 per SCIENCE personnel aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_083', {
  title: 'Metaphasic Shields',
  scenario: 'behaviour/premiere-ships.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'yours' },
  duration: 'on-target-card',
  shipModifiers: [{ kind: 'ship-attribute', attributes: ['SHIELDS'], delta: 2, perClassification: 'SCIENCE' }],
});
