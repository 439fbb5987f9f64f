// Cure Blight (ds9, 112_113): mission — bonus points when a MEDICAL-related equipment is with the solvers.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_113', {
  title: 'Cure Blight',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'equipment-present', characteristic: 'MEDICAL-related equipment' } }],
  },
});
