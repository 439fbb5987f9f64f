// Starfleet Type II Phaser (premiere, 101_064): equipment for Federation and Non-Aligned personnel only — each of your personnel present gets STRENGTH +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_064', {
  title: 'Starfleet Type II Phaser',
  scenario: 'behaviour/equipment.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Federation', 'Non-Aligned'],
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
