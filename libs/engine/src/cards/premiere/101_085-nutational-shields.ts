// Nutational Shields (premiere, 101_085): event on your ship — SHIELDS +2 per ENGINEER personnel aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_085', {
  title: 'Nutational Shields',
  scenario: 'behaviour/premiere-ships.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'yours' },
  duration: 'on-target-card',
  shipModifiers: [{ kind: 'ship-attribute', attributes: ['SHIELDS'], delta: 2, perClassification: 'ENGINEER' }],
});
