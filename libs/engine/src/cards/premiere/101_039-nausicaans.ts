// Nausicaans (premiere, 101_039): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_039', {
  title: 'Nausicaans',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Nausicaans',
    steps: [
      { kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill', unless: 'STRENGTH>44' },
    ],
    discard: true,
  },
});
