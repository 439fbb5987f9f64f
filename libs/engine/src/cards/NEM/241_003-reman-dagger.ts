// Reman Dagger (NEM, 241_003): equipment — each of your personnel present gets STRENGTH +1, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_003', {
  title: 'Reman Dagger',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    {
      kind: 'attribute',
      attribute: 'STRENGTH',
      delta: 1,
      to: {},
      where: 'present',
      cumulative: true,
    },
  ],
  manual: ['mortally wounding your Reman to mortally wound its adversary (a choice during the combat stage)'],
});
