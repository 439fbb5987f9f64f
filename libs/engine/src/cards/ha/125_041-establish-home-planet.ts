// Establish Home Planet (ha, 125_041): mission — bonus points when every solver is a hologram.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_041', {
  title: 'Establish Home Planet',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 25, when: { kind: 'solvers-match', filter: { icons: ['Holo'] }, quantifier: 'all' } }],
  },
});
