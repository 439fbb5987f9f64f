// Bajoran Phaser (ds9, 112_046): equipment — for Bajoran and Non-Aligned personnel only, each of yours present gets STRENGTH +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_046', {
  title: 'Bajoran Phaser',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Bajoran', 'Non-Aligned'],
  modifiers: [
    {
      kind: 'attribute',
      attribute: 'STRENGTH',
      delta: 2,
      to: {},
      where: 'present',
      cumulative: true,
    },
  ],
});
