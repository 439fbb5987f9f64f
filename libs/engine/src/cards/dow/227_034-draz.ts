// Draz (dow, 227_034): personnel — his X is the number of his owner's other Breen present.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_034', {
  title: 'Draz',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'variable-x',
      x: { kind: 'count-present', of: { species: 'Breen' } },
      to: {},
      where: 'self',
    },
  ],
});
