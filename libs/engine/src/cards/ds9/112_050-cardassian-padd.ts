// Cardassian PADD (ds9, 112_050): equipment — for Cardassian personnel only, each of yours present gets CUNNING +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_050', {
  title: 'Cardassian PADD',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Cardassian'],
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
