// Punishment Box (ds9, 112_031): dilemma — it stays on the planet; now and at the start of every attempt there, an OFFICER must spend the turn in the box (stopped) or the team cannot get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_031', {
  title: 'Punishment Box',
  scenario: 'behaviour/dilemmas/ds9-a.spec.ts',
  dilemma: {
    title: 'Punishment Box',
    steps: [
      { kind: 'place', on: 'mission', affected: 'none' },
      { kind: 'pass', require: 'OFFICER' },
      {
        kind: 'if',
        test: { gotPast: true },
        then: {
          kind: 'act',
          targets: { by: 'choice', chooser: 'self', count: 1, filter: { skill: 'OFFICER' } },
          action: 'stop',
        },
      },
    ],
    ongoing: {
      eachAttempt: [
        { kind: 'pass', require: 'OFFICER' },
        {
          kind: 'if',
          test: { gotPast: true },
          then: {
            kind: 'act',
            targets: { by: 'choice', chooser: 'self', count: 1, filter: { skill: 'OFFICER' } },
            action: 'stop',
          },
        },
      ],
    },
  },
});
