// Ferengi PADD (roa, 117_016): equipment — for Ferengi personnel only, each of yours present gets CUNNING +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_016', {
  title: 'Ferengi PADD',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Ferengi'],
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
