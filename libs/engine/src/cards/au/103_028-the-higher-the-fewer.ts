// The Higher... The Fewer (au, 103_028): dilemma — the encountering player loses a point for every member of the crew or Away Team.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_028', {
  title: 'The Higher... The Fewer',
  scenario: 'behaviour/dilemmas/au-a.spec.ts',
  dilemma: { title: 'The Higher... The Fewer', steps: [{ kind: 'lose-points-per-member' }] },
});
