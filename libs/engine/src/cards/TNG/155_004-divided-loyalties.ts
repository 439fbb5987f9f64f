// Divided Loyalties (TNG, 155_004): dilemma — every multi-affiliation or dual personnel is stopped through your next two full turns; to get past needs CUNNING>20 (40 at a Delta Quadrant mission).
import { defineCard } from '../../behaviour/define';

export default defineCard('155_004', {
  title: 'Divided Loyalties',
  scenario: 'behaviour/dilemmas/TNG-a.spec.ts',
  dilemma: {
    title: 'Divided Loyalties',
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'all',
          filter: { anyOf: [{ multiAffiliation: true }, { characteristic: 'Dual Personnel' }] },
        },
        action: 'stop-two-turns',
      },
      { kind: 'pass', require: 'CUNNING>20', quadrant: { notIn: 'Delta' } },
      { kind: 'pass', require: 'CUNNING>40', quadrant: { in: 'Delta' } },
    ],
  },
});
