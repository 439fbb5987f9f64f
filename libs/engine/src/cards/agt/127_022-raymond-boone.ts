// Raymond Boone (agt, 127_022): personnel — all his attributes are 2 higher while Miles O'Brien or Benjamin Maxwell is with him.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_022', {
  title: 'Raymond Boone',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ["Miles O'Brien", 'Benjamin Maxwell'] },
    },
  ],
});
