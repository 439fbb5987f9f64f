// Eye to Eye (crossover, 181_009): dilemma — the player holding more cards picks two members to be stopped; equal hands mean the team cannot get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_009', {
  title: 'Eye to Eye',
  scenario: 'behaviour/dilemmas/crossover-a.spec.ts',
  dilemma: {
    title: 'Eye to Eye',
    steps: [
      {
        kind: 'act',
        targets: { by: 'chosen-by', compare: 'hand', who: 'most', count: 2 },
        action: 'stop',
      },
      { kind: 'if', test: { tied: 'hand' }, then: { kind: 'fail' } },
    ],
  },
});
