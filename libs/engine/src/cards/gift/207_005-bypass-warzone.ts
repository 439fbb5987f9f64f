// Bypass Warzone (gift, 207_005): mission — bonus points when no Non-Aligned personnel is in the solving crew.
import { defineCard } from '../../behaviour/define';

export default defineCard('207_005', {
  title: 'Bypass Warzone',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 10, when: { kind: 'solvers-match', filter: { affiliation: 'Non-Aligned' }, quantifier: 'none' } }],
  },
});
