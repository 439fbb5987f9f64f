// Obtain Mining Agreement (plw, 223_023): mission — when solved, the solver draws two cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_023', {
  title: 'Obtain Mining Agreement',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solved: [{ kind: 'solver-draws', count: 2 }],
  },
});
