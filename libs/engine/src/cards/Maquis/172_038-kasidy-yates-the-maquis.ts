// Kasidy Yates (The Maquis) (Maquis, 172_038): personnel — every other Maquis-icon personnel present is STRENGTH +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_038', {
  title: 'Kasidy Yates (The Maquis)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['STRENGTH'],
      delta: 2,
      to: { whose: 'any', icon: 'Maq' },
      where: 'present-personnel',
    },
  ],
});
