// Transport Colonists (ha, 125_046): mission — bonus points when the solvers have Empathy or Mindmeld.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_046', {
  title: 'Transport Colonists',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'solvers-meet', requirement: 'Empathy OR Mindmeld' } }],
  },
});
