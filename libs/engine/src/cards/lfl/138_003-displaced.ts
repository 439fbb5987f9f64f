// Displaced (lfl, 138_003): dilemma — one random member is moved to the nearest planet elsewhere; to get past, CUNNING>30 (>50 at a Delta Quadrant mission).
import { defineCard } from '../../behaviour/define';

export default defineCard('138_003', {
  title: 'Displaced',
  scenario: 'behaviour/dilemmas/lfl.spec.ts',
  dilemma: {
    title: 'Displaced',
    steps: [
      { kind: 'act', targets: { by: 'random', count: 1 }, action: 'relocate-nearest-planet' },
      { kind: 'pass', require: 'CUNNING>30', quadrant: { notIn: 'Delta' } },
      { kind: 'pass', require: 'CUNNING>50', quadrant: { in: 'Delta' } },
    ],
  },
});
