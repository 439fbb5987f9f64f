// Data Has Some Issues (tstl, 163_003): dilemma — it lies on a random member, who is stopped; cured by ENGINEER ×3.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_003', {
  title: 'Data Has Some Issues',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Data Has Some Issues',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'place', on: 'personnel', affected: 'picked' },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
    ],
    cure: 'ENGINEER x3',
    manual: ['at the end of each turn, the host kills another personnel present with lower STRENGTH (the opponent\'s choice)'],
  },
});
