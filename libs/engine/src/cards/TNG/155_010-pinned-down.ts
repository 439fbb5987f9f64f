// Pinned Down (TNG, 155_010): dilemma — two random members are stopped, and one more if a Q card is in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_010', {
  title: 'Pinned Down',
  scenario: 'behaviour/dilemmas/TNG-a.spec.ts',
  dilemma: {
    title: 'Pinned Down',
    steps: [
      { kind: 'act', targets: { by: 'random', count: 2 }, action: 'stop' },
      {
        kind: 'if',
        test: { qCardInPlay: true },
        then: { kind: 'act', targets: { by: 'random', count: 1 }, action: 'stop' },
      },
    ],
  },
});
