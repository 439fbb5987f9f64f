// Vastly Outnumbered (lfl, 138_010): dilemma — a team with STRENGTH>55 costs 5 points; to get past, Anthropology and two Honor, or two hand weapons, or INTEGRITY>28 (>48 at a Delta Quadrant mission).
import { defineCard } from '../../behaviour/define';

export default defineCard('138_010', {
  title: 'Vastly Outnumbered',
  scenario: 'behaviour/dilemmas/lfl.spec.ts',
  dilemma: {
    title: 'Vastly Outnumbered',
    steps: [
      { kind: 'lose-points', points: 5, when: 'STRENGTH>55' },
      {
        kind: 'only-if',
        test: { quadrant: { notIn: 'Delta' } },
        step: {
          kind: 'count',
          any: [{ require: 'Anthropology + Honor x2' }, { equipment: { characteristic: 'hand weapon' }, atLeast: 2 }, { require: 'INTEGRITY>28' }],
        },
      },
      {
        kind: 'only-if',
        test: { quadrant: { in: 'Delta' } },
        step: {
          kind: 'count',
          any: [{ require: 'Anthropology + Honor x2' }, { equipment: { characteristic: 'hand weapon' }, atLeast: 2 }, { require: 'INTEGRITY>48' }],
        },
      },
    ],
  },
});
