// Rulat (ha, 125_075): personnel — your other Kazon SECURITY personnel present have all attributes +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_075', {
  title: 'Rulat',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { affiliation: 'Kazon', skill: 'SECURITY' },
      where: 'present-personnel',
    },
  ],
});
