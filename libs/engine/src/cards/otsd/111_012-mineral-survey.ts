// Mineral Survey (otsd, 111_012): mission — when solved, the solver draws two cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('111_012', {
  title: 'Mineral Survey',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solved: [{ kind: 'solver-draws', count: 2 }],
  },
});
