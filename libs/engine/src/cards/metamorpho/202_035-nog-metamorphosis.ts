// Nog (Metamorphosis) (metamorpho, 202_035): personnel — his X is the number of other cadets present, at most 4.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_035', {
  title: 'Nog (Metamorphosis)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'variable-x',
      x: { kind: 'count-present', of: { whose: 'any', characteristic: 'Cadet' }, limit: 4 },
      to: {},
      where: 'self',
    },
  ],
});
