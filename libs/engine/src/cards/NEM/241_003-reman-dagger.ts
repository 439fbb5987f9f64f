// Reman Dagger (NEM, 241_003): equipment — each of your personnel present gets STRENGTH +1, every copy counting; in a personnel battle your Reman present may mortally wound itself to mortally wound its adversary (declared in the battle's response window).
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
  // Issue 15 (battle2): behaviour/battle-sacrifices.ts; tested in behaviour/battle-sacrifices.spec.ts.
  abilities: [{ id: 'sacrifice', window: { kind: 'response', to: 'battle-initiated' }, targets: { kind: 'your-species-in-battle-present', species: ['Reman'] }, effects: [{ kind: 'sacrifice-at-engagement' }] }],
});
