// Explosive Decompression (crossover, 181_007): dilemma — one random crew member dies for each of the opponent's universal space missions with a point box.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_007', {
  title: 'Explosive Decompression',
  scenario: 'behaviour/dilemmas/crossover-a.spec.ts',
  dilemma: {
    title: 'Explosive Decompression',
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'random-counted',
          count: { opponentMissions: { universal: true, kind: 'space', withPoints: true } },
        },
        action: 'kill',
      },
    ],
    manual: [
      'with more than nine remaining, the opponent may flip twice (flipping is not modelled)',
    ],
  },
});
