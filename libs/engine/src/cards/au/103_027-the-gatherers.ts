// The Gatherers (au, 103_027): dilemma — unless a named collector is there or the team is upright enough, all its equipment is lost and one random card from hand is discarded; discarded either way.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_027', {
  title: 'The Gatherers',
  scenario: 'behaviour/dilemmas/au-a.spec.ts',
  dilemma: {
    title: 'The Gatherers',
    steps: [
      { kind: 'pass', require: '{Marouk} OR INTEGRITY>36' },
      {
        kind: 'if',
        test: { not: { gotPast: true } },
        then: { kind: 'discard-equipment', which: 'all' },
      },
      {
        kind: 'if',
        test: { not: { gotPast: true } },
        then: { kind: 'discard-from-hand', count: 1 },
      },
    ],
    discard: true,
  },
});
