// Bynars Weapon Enhancement (premiere, 101_069): event on a ship — WEAPONS +2; every copy counts.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_069', {
  title: 'Bynars Weapon Enhancement',
  scenario: 'behaviour/premiere-ships.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'any' },
  duration: 'on-target-card',
  shipModifiers: [{ kind: 'ship-attribute', attributes: ['WEAPONS'], delta: 2, cumulative: true }],
});
