// Malcolm Reed (enterprise, 128_012): personnel — other SECURITY personnel present have all attributes +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('128_012', {
  title: 'Malcolm Reed',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { whose: 'any', skill: 'SECURITY' },
      where: 'present-personnel',
    },
  ],
});
