// Dominion PADD (dom, 115_015): equipment — for Dominion personnel only, each of yours present gets CUNNING +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_015', {
  title: 'Dominion PADD',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Dominion'],
  modifiers: [
    {
      kind: 'attribute',
      attribute: 'CUNNING',
      delta: 2,
      to: {},
      where: 'present',
      cumulative: true,
    },
  ],
});
