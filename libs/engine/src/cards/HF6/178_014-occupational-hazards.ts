// Occupational Hazards (HF6, 178_014): dilemma — one random member dies unless two Greed, two Treachery or CUNNING over 45.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_014', {
  title: 'Occupational Hazards',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Occupational Hazards',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'Greed x2 OR Treachery x2 OR CUNNING>45',
      },
    ],
  },
});
