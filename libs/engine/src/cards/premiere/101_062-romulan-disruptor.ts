// Romulan Disruptor (premiere, 101_062): equipment for Romulan and Non-Aligned personnel only — each of your personnel present gets STRENGTH +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_062', {
  title: 'Romulan Disruptor',
  scenario: 'behaviour/equipment.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Romulan', 'Non-Aligned'],
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
