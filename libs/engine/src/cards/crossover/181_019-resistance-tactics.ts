// Resistance Tactics (crossover, 181_019): event — on your table (seeded or played); as a response to a battle just initiated that involves your personnel with Resistance, with the [Maq] icon, or with [DS9] and [TE], you may discard it to cancel that battle. Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_019', {
  title: 'Resistance Tactics',
  scenario: 'behaviour/battle-table-responses.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'cancel',
      window: { kind: 'response', to: 'battle-initiated' },
      costs: ['discard-self'],
      targets: { kind: 'battle-involving-yours', filter: { anyOf: [{ skill: 'Resistance' }, { icons: ['Maq'] }, { icons: ['TE'], property: 'DS9' }] } },
      effects: [{ kind: 'cancel-battle' }],
    },
  ],
});
