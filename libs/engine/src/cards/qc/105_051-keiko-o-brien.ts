// Keiko O'Brien (qc, 105_051): personnel — all her attributes are 2 higher while Miles O'Brien is with her.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_051', {
  title: "Keiko O'Brien",
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ["Miles O'Brien"] },
    },
  ],
});
