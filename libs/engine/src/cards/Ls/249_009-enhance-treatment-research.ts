// Enhance Treatment Research (Ls, 249_009): mission — bonus points when a Klingon or Think Tank personnel helps solve it.
import { defineCard } from '../../behaviour/define';

export default defineCard('249_009', {
  title: 'Enhance Treatment Research',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'solvers-match', filter: { anyOf: [{ characteristic: 'Klingon' }, { characteristic: 'Think Tank-related personnel' }] }, quantifier: 'some' } }],
  },
});
