// Kurlan Naiskos (premiere, 101_004): artifact played as an event on a ship — with all seven classifications aboard, its RANGE, WEAPONS and SHIELDS are tripled (one copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_004', {
  title: 'Kurlan Naiskos',
  scenario: 'behaviour/premiere-ships.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'any' },
  duration: 'on-target-card',
  shipModifiers: [{ kind: 'ship-attribute-factor', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], factor: 3, ifAllClassifications: true }],
});
