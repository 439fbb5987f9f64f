// Hide and Seek (otsd, 111_019): dilemma — shuffled with the team, cards are drawn at random until a universal personnel or the dilemma comes up; everyone drawn is stopped; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('111_019', {
  title: 'Hide and Seek',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Hide and Seek',
    steps: [{ kind: 'hide-and-seek' }],
    discard: true,
  },
});
