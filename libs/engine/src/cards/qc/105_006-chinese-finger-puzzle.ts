// Chinese Finger Puzzle (qc, 105_006): dilemma — with an android present the others are stopped and each android stays stopped for as many of your turns as there are androids; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_006', {
  title: 'Chinese Finger Puzzle',
  scenario: 'behaviour/dilemmas/qc-a.spec.ts',
  dilemma: {
    title: 'Chinese Finger Puzzle',
    steps: [
      {
        kind: 'if',
        test: { someone: { characteristic: 'Android' } },
        then: {
          kind: 'act',
          targets: { by: 'all', filter: { notCharacteristics: ['Android'] } },
          action: 'stop',
        },
      },
      {
        kind: 'if',
        test: { someone: { characteristic: 'Android' } },
        then: {
          kind: 'stop-for',
          targets: { by: 'all', filter: { characteristic: 'Android' } },
          turns: { matching: { characteristic: 'Android' } },
        },
      },
    ],
    discard: true,
  },
});
