// Confront Duplicate (NEM, 241_024): mission — bonus points when the solvers have Empathy.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_024', {
  title: 'Confront Duplicate',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'solvers-meet', requirement: 'Empathy' } }],
  },
});
