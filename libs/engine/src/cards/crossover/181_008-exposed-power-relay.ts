// Exposed Power Relay (crossover, 181_008): dilemma — one random member is stopped for each of the opponent's missions worth 25 points or less; more than nine left means no getting past.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_008', {
  title: 'Exposed Power Relay',
  scenario: 'behaviour/dilemmas/crossover-a.spec.ts',
  dilemma: {
    title: 'Exposed Power Relay',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random-counted', count: { opponentMissions: { pointsAtMost: 25 } } },
        action: 'stop',
      },
      { kind: 'if', test: { teamAbove: 9 }, then: { kind: 'fail' } },
    ],
  },
});
