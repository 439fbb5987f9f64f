// Kol (The Next Generation) (TNG, 155_072): personnel — all his attributes are 2 higher while Goss or Dr. Arridor is with him.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_072', {
  title: 'Kol (The Next Generation)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Goss', 'Dr. Arridor'] },
    },
  ],
});
