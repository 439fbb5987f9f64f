// Quark (Through the Looking Glass) (lookinggla, 184_051): personnel — his X is 4 while Ishka, any Nagus or any Ezri is in play (else 0).
import { defineCard } from '../../behaviour/define';

export default defineCard('184_051', {
  title: 'Quark (Through the Looking Glass)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'variable-x',
      x: { kind: 'fixed', value: 4 },
      to: {},
      where: 'self',
      when: { kind: 'personnel-in-play', titles: ['Ishka'], anyNames: ['Ezri'], characteristic: 'Nagus' },
    },
  ],
});
