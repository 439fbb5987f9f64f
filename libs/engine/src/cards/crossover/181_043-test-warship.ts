// Test Warship (crossover, 181_043): mission — bonus points when the Defiant or Regency 1 is at the location as it is solved.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_043', {
  title: 'Test Warship',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'ship-here', titles: ['Defiant', 'U.S.S. Defiant', 'Regency 1'] } }],
  },
});
