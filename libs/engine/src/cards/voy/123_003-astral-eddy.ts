// Astral Eddy (voy, 123_003): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('123_003', {
  title: 'Astral Eddy',
  scenario: 'attempt.spec.ts',
  dilemma: {
    title: 'Astral Eddy',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'Navigation + Physics + ENGINEER x2',
      },
    ],
  },
});
