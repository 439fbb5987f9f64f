// Contaminating a Culture (brokenbow, 192_003): dilemma — to get past, two Anthropology; then it lies on the mission until the mission is solved.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_003', {
  title: 'Contaminating a Culture',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Contaminating a Culture',
    steps: [
      { kind: 'pass', require: 'Anthropology x2' },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'place', on: 'mission', affected: 'none' } },
    ],
    ongoing: { endsWhenMissionCompleted: true },
    manual: ['while it lies there, equipment discarded here costs its owner 7 points and discards the dilemma'],
  },
});
