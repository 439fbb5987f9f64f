// Damaged Reputation (lfl, 138_002): dilemma — a team of great INTEGRITY (over 50) costs 5 points; to get past, two Diplomacy, intelligence work with two Treachery, or enough STRENGTH (more in the Delta Quadrant).
import { defineCard } from '../../behaviour/define';

export default defineCard('138_002', {
  title: 'Damaged Reputation',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Damaged Reputation',
    steps: [
      { kind: 'lose-points', points: 5, when: 'INTEGRITY>50' },
      {
        kind: 'pass',
        require: 'Diplomacy x2 OR any Intelligence + Treachery x2 OR STRENGTH>30',
        quadrant: { notIn: 'Delta' },
      },
      {
        kind: 'pass',
        require: 'Diplomacy x2 OR any Intelligence + Treachery x2 OR STRENGTH>50',
        quadrant: { in: 'Delta' },
      },
    ],
  },
});
