// Balancing Act (fc, 109_004): dilemma — every player whose missions with a point box are mostly space or mostly planet (by three or more) loses 50 points.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_004', {
  title: 'Balancing Act',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Balancing Act',
    steps: [{ kind: 'lopsided-missions-lose', difference: 3, points: 50 }],
  },
});
