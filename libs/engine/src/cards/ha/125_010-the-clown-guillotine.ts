// The Clown: Guillotine (ha, 125_010): dilemma — unless two Diplomacy are there, a random member is executed and everyone weaker in total attributes is stopped until the end of your next turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_010', {
  title: 'The Clown: Guillotine',
  scenario: 'behaviour/dilemmas/ha-a.spec.ts',
  dilemma: {
    title: 'The Clown: Guillotine',
    steps: [
      { kind: 'pass', require: 'Diplomacy x2' },
      {
        kind: 'if',
        test: { not: { gotPast: true } },
        then: { kind: 'pick', targets: { by: 'random', count: 1 } },
      },
      {
        kind: 'if',
        test: { not: { gotPast: true } },
        then: {
          kind: 'act',
          targets: { by: 'all', filter: { totalBelowPicked: true } },
          action: 'stop-until-next-turn',
        },
      },
      {
        kind: 'if',
        test: { not: { gotPast: true } },
        then: { kind: 'act', targets: { by: 'picked' }, action: 'kill' },
      },
    ],
  },
});
