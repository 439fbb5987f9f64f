// Seismic Quake (ds9, 112_033): dilemma — one random member is stopped when the opponent's score is odd and dies when it is even; without Geology the team cannot get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_033', {
  title: 'Seismic Quake',
  scenario: 'behaviour/dilemmas/ds9-a.spec.ts',
  dilemma: {
    title: 'Seismic Quake',
    steps: [
      {
        kind: 'if',
        test: { opponentScoreOdd: true },
        then: { kind: 'act', targets: { by: 'random', count: 1 }, action: 'stop' },
      },
      {
        kind: 'if',
        test: { not: { opponentScoreOdd: true } },
        then: { kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill' },
      },
      { kind: 'pass', require: 'Geology' },
    ],
    manual: [
      'on failure it is shuffled into the seed cards here (the engine puts it back under them)',
    ],
  },
});
