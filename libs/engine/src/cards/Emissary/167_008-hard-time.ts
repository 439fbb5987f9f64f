// Hard Time (Emissary, 167_008): dilemma — one random member returns to its owner's hand; to get past, at least as many members as its skill dots must remain.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_008', {
  title: 'Hard Time',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Hard Time',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'act', targets: { by: 'picked' }, action: 'return-to-hand' },
      { kind: 'pass-remaining-picked-dots' },
    ],
  },
});
