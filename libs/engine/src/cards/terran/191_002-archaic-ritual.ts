// Archaic Ritual (terran, 191_002): dilemma — the two strongest members and then the most cunning of the rest are stopped (ties broken by the opponent).
import { defineCard } from '../../behaviour/define';

export default defineCard('191_002', {
  title: 'Archaic Ritual',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Archaic Ritual',
    steps: [
      {
        kind: 'act',
        targets: { by: 'highest', measure: 'STRENGTH', count: 2, tie: 'opponent' },
        action: 'stop',
      },
      {
        kind: 'act',
        targets: { by: 'highest', measure: 'CUNNING', count: 1, tie: 'opponent' },
        action: 'stop',
      },
    ],
  },
});
