// Quark Son of Keldar (bog, 116_085): personnel — all his attributes are 3 higher while Grilka is with him.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_085', {
  title: 'Quark Son of Keldar',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 3,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Grilka'] },
    },
  ],
});
