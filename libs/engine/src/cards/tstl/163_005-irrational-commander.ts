// Irrational Commander (tstl, 163_005): dilemma — unless two leaders with Honor or two with Treachery are there, it is placed on the mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_005', {
  title: 'Irrational Commander',
  scenario: 'behaviour/dilemmas/tstl-a.spec.ts',
  dilemma: {
    title: 'Irrational Commander',
    steps: [
      {
        kind: 'count',
        any: [
          {
            filter: {
              anyOf: [{ skill: 'Leadership' }, { classification: 'OFFICER' }],
              skill: 'Honor',
            },
            atLeast: 2,
          },
          {
            filter: {
              anyOf: [{ skill: 'Leadership' }, { classification: 'OFFICER' }],
              skill: 'Treachery',
            },
            atLeast: 2,
          },
        ],
      },
      {
        kind: 'if',
        test: { not: { gotPast: true } },
        then: { kind: 'place', on: 'mission', affected: 'none' },
      },
    ],
    manual: [
      'while placed, the crew needs an attribute above double the mission points to solve it',
    ],
  },
});
