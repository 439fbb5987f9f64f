// Persistent Individuality (VP, 132_098): dilemma — seven random members die, less one for each different classification in the crew; to get past, ENGINEER.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_098', {
  title: 'Persistent Individuality',
  scenario: 'behaviour/dilemmas/VP.spec.ts',
  dilemma: {
    title: 'Persistent Individuality',
    steps: [
      { kind: 'act', targets: { by: 'random-n', n: { base: 7, minus: { distinctClassifications: true } } }, action: 'kill' },
      { kind: 'pass', require: 'ENGINEER' },
    ],
  },
});
