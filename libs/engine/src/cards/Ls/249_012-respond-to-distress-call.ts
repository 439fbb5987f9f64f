// Respond to Distress Call (Ls, 249_012): mission — bonus points when the solving crew meets the requirements twice over.
import { defineCard } from '../../behaviour/define';

export default defineCard('249_012', {
  title: 'Respond to Distress Call',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 10, when: { kind: 'solvers-meet-double' } }],
  },
});
