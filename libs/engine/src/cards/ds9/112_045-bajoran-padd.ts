// Bajoran PADD (ds9, 112_045): equipment — for Bajoran personnel only, each of yours present gets CUNNING +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_045', {
  title: 'Bajoran PADD',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Bajoran'],
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
