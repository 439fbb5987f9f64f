// The Clown: Playing Doctor (ha, 125_011): dilemma — one random member and everyone present sharing its first-listed skill die, or are only stopped when a hologram is with them.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_011', {
  title: 'The Clown: Playing Doctor',
  scenario: 'behaviour/dilemmas/ha-a.spec.ts',
  dilemma: {
    title: 'The Clown: Playing Doctor',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      {
        kind: 'if',
        test: { someone: { icon: 'Holo' } },
        then: {
          kind: 'act',
          targets: { by: 'all', filter: { sameFirstSkillAsPicked: true } },
          action: 'stop',
        },
      },
      {
        kind: 'if',
        test: { not: { someone: { icon: 'Holo' } } },
        then: {
          kind: 'act',
          targets: { by: 'all', filter: { sameFirstSkillAsPicked: true } },
          action: 'kill',
        },
      },
    ],
  },
});
