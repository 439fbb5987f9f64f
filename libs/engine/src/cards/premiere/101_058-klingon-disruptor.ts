// Klingon Disruptor (premiere, 101_058): equipment for Klingon and Non-Aligned personnel only — each of your personnel present gets STRENGTH +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_058', {
  title: 'Klingon Disruptor',
  scenario: 'behaviour/equipment.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Klingon', 'Non-Aligned'],
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
