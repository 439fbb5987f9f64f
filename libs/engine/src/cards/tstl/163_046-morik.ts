// Morik (tstl, 163_046): personnel — his X is the number of other Non-Aligned Borg present (either player's), at most 6.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_046', {
  title: 'Morik',
  scenario: 'behaviour/personnel-d.spec.ts',
  modifiers: [
    {
      kind: 'variable-x',
      x: { kind: 'count-present', of: { whose: 'any', affiliation: 'Non-Aligned', species: 'Borg' }, limit: 6 },
      to: {},
      where: 'self',
    },
  ],
});
