// Answer Distress Signal (voy, 123_081): mission — bonus points when a hologram is in the solving crew.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_081', {
  title: 'Answer Distress Signal',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 10, when: { kind: 'solvers-match', filter: { icons: ['Holo'] }, quantifier: 'some' } }],
  },
});
