// Rebuild Society (Ls, 249_011): mission — bonus points when a Think Tank personnel helps solve it.
import { defineCard } from '../../behaviour/define';

export default defineCard('249_011', {
  title: 'Rebuild Society',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'solvers-match', filter: { characteristic: 'Think Tank-related personnel' }, quantifier: 'some' } }],
  },
});
