// Admiral Patrick (metamorpho, 202_026): personnel — his X is the number of genetically enhanced personnel present, himself included.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_026', {
  title: 'Admiral Patrick',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'variable-x',
      x: {
        kind: 'count-present',
        of: { whose: 'any', characteristic: 'genetically enhanced' },
        includeSelf: true,
      },
      to: {},
      where: 'self',
    },
  ],
});
