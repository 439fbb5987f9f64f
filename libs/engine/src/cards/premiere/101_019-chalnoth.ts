// Chalnoth (premiere, 101_019): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_019', {
  title: 'Chalnoth',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Chalnoth',
    steps: [
      {
        kind: 'act',
        targets: { by: 'choice', chooser: 'opponent', count: 1 },
        action: 'kill',
        unless: 'SECURITY x3 OR STRENGTH>40',
      },
    ],
    discard: true,
    points: 5,
  },
});
