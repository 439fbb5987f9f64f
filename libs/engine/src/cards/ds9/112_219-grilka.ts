// Grilka (ds9, 112_219): personnel — all her attributes are 3 higher while any Quark is with her.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_219', {
  title: 'Grilka',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 3,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Quark'] },
    },
  ],
});
