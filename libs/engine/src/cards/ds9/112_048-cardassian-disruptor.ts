// Cardassian Disruptor (ds9, 112_048): equipment — for Cardassian and Non-Aligned personnel only, each of yours present gets STRENGTH +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_048', {
  title: 'Cardassian Disruptor',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Cardassian', 'Non-Aligned'],
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
