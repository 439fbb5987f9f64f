// Microvirus (premiere, 101_036): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_036', {
  title: 'Microvirus',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Microvirus',
    steps: [
      {
        kind: 'act',
        targets: { by: 'choice', chooser: 'opponent', count: 1 },
        action: 'kill',
        unless: 'MEDICAL + SECURITY',
      },
    ],
    discard: true,
    points: 5,
  },
});
