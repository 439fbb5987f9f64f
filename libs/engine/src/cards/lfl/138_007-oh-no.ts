// Oh No! (lfl, 138_007): dilemma — a team of great CUNNING (over 60) costs 5 points; to get past, three Astrophysics, a PADD with a tricorder, or enough INTEGRITY (more in the Delta Quadrant).
import { defineCard } from '../../behaviour/define';

export default defineCard('138_007', {
  title: 'Oh No!',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Oh No!',
    steps: [
      { kind: 'lose-points', points: 5, when: 'CUNNING>60' },
      {
        kind: 'pass',
        require: 'Astrophysics x3 OR {any PADD} + {any Tricorder} OR INTEGRITY>30',
        quadrant: { notIn: 'Delta' },
      },
      {
        kind: 'pass',
        require: 'Astrophysics x3 OR {any PADD} + {any Tricorder} OR INTEGRITY>50',
        quadrant: { in: 'Delta' },
      },
    ],
  },
});
