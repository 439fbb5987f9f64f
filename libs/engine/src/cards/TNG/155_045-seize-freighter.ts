// Seize Freighter (TNG, 155_045): mission — bonus points when Korris or Konmel is in the solving crew.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_045', {
  title: 'Seize Freighter',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'solvers-match', filter: { titles: ['Korris', 'Konmel'] }, quantifier: 'some' } }],
  },
});
