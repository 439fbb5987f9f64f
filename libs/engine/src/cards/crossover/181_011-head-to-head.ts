// Head to Head (crossover, 181_011): dilemma — the player ahead on points picks one member to die; on equal scores two random members die and the rest are stopped until the end of your next turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_011', {
  title: 'Head to Head',
  scenario: 'behaviour/dilemmas/crossover-a.spec.ts',
  dilemma: {
    title: 'Head to Head',
    steps: [
      {
        kind: 'act',
        targets: { by: 'chosen-by', compare: 'score', who: 'most', count: 1 },
        action: 'kill',
      },
      {
        kind: 'if',
        test: { tied: 'score' },
        then: { kind: 'act', targets: { by: 'random', count: 2 }, action: 'kill' },
      },
      {
        kind: 'if',
        test: { tied: 'score' },
        then: { kind: 'act', targets: { by: 'all' }, action: 'stop-until-next-turn' },
      },
    ],
  },
});
