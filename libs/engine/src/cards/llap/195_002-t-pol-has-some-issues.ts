// T'Pol Has Some Issues (llap, 195_002): dilemma — it lies on a random member, who is stopped; cured by SCIENCE ×3.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_002', {
  title: 'T\'Pol Has Some Issues',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'T\'Pol Has Some Issues',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'place', on: 'personnel', affected: 'picked' },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
    ],
    cure: 'SCIENCE x3',
    manual: ['at the end of each turn, the host kills another personnel present with lower INTEGRITY (the opponent\'s choice)'],
  },
});
