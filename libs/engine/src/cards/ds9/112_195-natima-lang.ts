// Natima Lang (ds9, 112_195): personnel — attributes all +2 while present with another Cardassian dissident.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_195', {
  title: 'Natima Lang',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: {},
      where: 'self',
      when: { kind: 'with-another', characteristics: ['Cardassian', 'Dissident'] },
    },
  ],
});
