// Gilora Rejal (ds9, 112_187): personnel — while Miles O'Brien is in play all her attributes are +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_187', {
  title: 'Gilora Rejal',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: {},
      where: 'self',
      when: { kind: 'in-play', title: "Miles O'Brien" },
    },
  ],
});
