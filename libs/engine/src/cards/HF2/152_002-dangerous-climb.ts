// Dangerous Climb (HF2, 152_002): dilemma — a random Away Team member dies unless STRENGTH over 40, or two Geology with CUNNING over 20.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_002', {
  title: 'Dangerous Climb',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Dangerous Climb',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'STRENGTH>40 OR Geology x2 + CUNNING>20',
      },
    ],
  },
});
