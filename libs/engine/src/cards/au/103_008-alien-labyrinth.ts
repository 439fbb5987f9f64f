// Alien Labyrinth (au, 103_008): dilemma — to get past: a Tricorder with the Away Team, or two ENGINEER.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_008', {
  title: 'Alien Labyrinth',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Alien Labyrinth',
    steps: [{ kind: 'pass', require: '{Tricorder} OR ENGINEER x2' }],
  },
});
