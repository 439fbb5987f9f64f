// Sabotage Biosphere (terran, 191_027): mission — bonus points when the solver's opponent has an objective in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_027', {
  title: 'Sabotage Biosphere',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'opponent-has-on-table', type: 'Objective' } }],
  },
});
