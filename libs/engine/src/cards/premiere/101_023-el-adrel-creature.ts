// El-Adrel Creature (premiere, 101_023): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_023', {
  title: 'El-Adrel Creature',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'El-Adrel Creature',
    steps: [
      { kind: 'pick', targets: { by: 'highest', measure: 'STRENGTH', count: 2, tie: 'opponent' } },
      {
        kind: 'act',
        targets: { by: 'random', count: 1, fromPicked: true },
        action: 'kill',
        unless: 'STRENGTH>16',
        unlessOn: 'picked',
      },
    ],
    discard: true,
  },
});
