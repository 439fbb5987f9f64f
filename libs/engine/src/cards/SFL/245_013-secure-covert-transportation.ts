// Secure Covert Transportation (SFL, 245_013): mission — bonus points when the solving Away Team has Smuggling.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_013', {
  title: 'Secure Covert Transportation',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'solvers-meet', requirement: 'Smuggling' } }],
  },
});
