// K'mtar (au, 103_102): personnel — all his attributes are 5 higher while Alexander Rozhenko is with him.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_102', {
  title: "K'mtar",
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 5,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Alexander Rozhenko'] },
    },
  ],
});
