// Hunter Gangs (au, 103_017): dilemma — two random Away Team members are hunted; each one with an odd CUNNING dies, an even one escapes; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_017', {
  title: 'Hunter Gangs',
  scenario: 'behaviour/dilemmas/au-a.spec.ts',
  dilemma: {
    title: 'Hunter Gangs',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 2 } },
      { kind: 'parity', measure: 'CUNNING', combine: 'each', odd: 'kill' },
    ],
    discard: true,
  },
});
