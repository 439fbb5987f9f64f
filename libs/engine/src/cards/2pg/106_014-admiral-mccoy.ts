// Admiral McCoy (2pg, 106_014): personnel — other MEDICAL personnel present have CUNNING +3.
import { defineCard } from '../../behaviour/define';

export default defineCard('106_014', {
  title: 'Admiral McCoy',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['CUNNING'],
      delta: 3,
      to: { whose: 'any', skill: 'MEDICAL' },
      where: 'present-personnel',
    },
  ],
});
