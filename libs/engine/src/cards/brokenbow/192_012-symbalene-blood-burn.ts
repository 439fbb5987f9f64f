// Symbalene Blood Burn (brokenbow, 192_012): dilemma — one random member dies.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_012', {
  title: 'Symbalene Blood Burn',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Symbalene Blood Burn',
    steps: [{ kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill' }],
    manual: ['it then lies on a facility here (your choice, quarantined) and now and at the start of each turn kills one personnel aboard (your choice)'],
  },
});
