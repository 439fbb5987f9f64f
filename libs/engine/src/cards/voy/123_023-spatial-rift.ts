// Spatial Rift (voy, 123_023): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('123_023', {
  title: 'Spatial Rift',
  scenario: 'attempt.spec.ts',
  dilemma: {
    title: 'Spatial Rift',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 2 } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'discard',
        unless: 'CUNNING>14',
        unlessOn: 'picked',
        conditional: false,
      },
      { kind: 'pass', require: 'Astrophysics + ENGINEER x2' },
    ],
  },
});
