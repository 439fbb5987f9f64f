// Back to Basics (RiF, 153_001): dilemma — the opponent shuffles every personnel and ship of their discard pile into their draw deck; when fourteen or more go in, the Away Team is stopped; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('153_001', {
  title: 'Back to Basics',
  scenario: 'behaviour/dilemmas/RiF.spec.ts',
  dilemma: {
    title: 'Back to Basics',
    steps: [
      {
        kind: 'only-if',
        test: { discardCount: { whose: 'opponent', types: ['Personnel', 'Ship'], atLeast: 14 } },
        step: { kind: 'act', targets: { by: 'all' }, action: 'stop' },
      },
      { kind: 'shuffle-discard-into-deck', whose: 'opponent', types: ['Personnel', 'Ship'] },
    ],
    discard: true,
  },
});
