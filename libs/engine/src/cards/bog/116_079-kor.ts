// Kor (bog, 116_079): personnel — the other Klingons present are STRENGTH +2 each.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_079', {
  title: 'Kor',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['STRENGTH'],
      delta: 2,
      to: { whose: 'any', species: 'Klingon' },
      where: 'present-personnel',
    },
  ],
});
