// Garak Has Some Issues (ds9, 112_019): dilemma — it lies on a random member, who is stopped; cured by Exobiology ×2.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_019', {
  title: 'Garak Has Some Issues',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Garak Has Some Issues',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'place', on: 'personnel', affected: 'picked' },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
    ],
    cure: 'Exobiology x2',
    manual: ['at the start of each turn, the host kills another personnel present with lower CUNNING (the opponent\'s choice)'],
  },
});
