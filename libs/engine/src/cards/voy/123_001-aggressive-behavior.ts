// Aggressive Behavior (voy, 123_001): dilemma — the ship is damaged and a random crew member dies, unless two Anthropology or Leadership, Anthropology and CUNNING over 35.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_001', {
  title: 'Aggressive Behavior',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Aggressive Behavior',
    steps: [
      {
        kind: 'ship',
        action: 'damage',
        unless: 'Anthropology x2 OR Leadership + Anthropology + CUNNING>35',
      },
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'Anthropology x2 OR Leadership + Anthropology + CUNNING>35',
      },
    ],
  },
});
