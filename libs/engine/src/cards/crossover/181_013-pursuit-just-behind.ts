// Pursuit Just Behind (crossover, 181_013): dilemma — one random Away Team member dies for each of the opponent's universal planet missions with a point box.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_013', {
  title: 'Pursuit Just Behind',
  scenario: 'behaviour/dilemmas/crossover-a.spec.ts',
  dilemma: {
    title: 'Pursuit Just Behind',
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'random-counted',
          count: { opponentMissions: { universal: true, kind: 'planet', withPoints: true } },
        },
        action: 'kill',
      },
    ],
    manual: ['with more than nine remaining, three Equipment present are destroyed'],
  },
});
