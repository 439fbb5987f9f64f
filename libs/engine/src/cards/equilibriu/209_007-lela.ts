// Lela (equilibriu, 209_007): personnel — other females present have all attributes +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('209_007', {
  title: 'Lela',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { whose: 'any', characteristic: 'Female' },
      where: 'present-personnel',
    },
  ],
});
