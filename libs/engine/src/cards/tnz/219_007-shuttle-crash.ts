// Shuttle Crash (tnz, 219_007): dilemma — the opponent stops one Youth, then you stop one OFFICER; to get past, two Navigation with CUNNING>45 in space or STRENGTH>45 on a planet.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_007', {
  title: 'Shuttle Crash',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Shuttle Crash',
    steps: [
      {
        kind: 'act',
        targets: { by: 'choice', chooser: 'opponent', count: 1, filter: { skill: 'Youth' } },
        action: 'stop',
      },
      {
        kind: 'act',
        targets: { by: 'choice', chooser: 'self', count: 1, filter: { classification: 'OFFICER' } },
        action: 'stop',
      },
      { kind: 'pass', require: 'Navigation x2 + CUNNING>45', only: 'space' },
      { kind: 'pass', require: 'Navigation x2 + STRENGTH>45', only: 'planet' },
    ],
  },
});
