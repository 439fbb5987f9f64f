// Your Galaxy Is Impure (ha, 125_012): dilemma — a random member dies and it stays on the mission; at the start of every later attempt there the attempting player must pick one member to die.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_012', {
  title: 'Your Galaxy Is Impure',
  scenario: 'behaviour/dilemmas/ha-a.spec.ts',
  dilemma: {
    title: 'Your Galaxy Is Impure',
    steps: [
      { kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill' },
      { kind: 'place', on: 'mission', affected: 'none' },
    ],
    ongoing: {
      eachAttempt: [
        { kind: 'act', targets: { by: 'choice', chooser: 'self', count: 1 }, action: 'kill' },
      ],
    },
  },
});
