// Ja'rod (2pg, 106_020): personnel — all his attributes are 5 higher while Toral is with him.
import { defineCard } from '../../behaviour/define';

export default defineCard('106_020', {
  title: "Ja'rod",
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 5,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Toral'] },
    },
  ],
});
