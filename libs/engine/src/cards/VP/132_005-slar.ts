// Slar (VP, 132_005): personnel — his X is the number of Mirror Universe-icon personnel present, himself included.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_005', {
  title: 'Slar',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'variable-x',
      x: { kind: 'count-present', of: { whose: 'any', icon: 'MU' }, includeSelf: true },
      to: {},
      where: 'self',
    },
  ],
});
