// Jem'Hadar Disruptor (dom, 115_017): equipment — for Dominion and Non-Aligned personnel only, each of yours present gets STRENGTH +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_017', {
  title: "Jem'Hadar Disruptor",
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Dominion', 'Non-Aligned'],
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
