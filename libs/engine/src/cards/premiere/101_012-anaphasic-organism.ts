// Anaphasic Organism (premiere, 101_012): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_012', {
  title: 'Anaphasic Organism',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Anaphasic Organism',
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'highest',
          measure: 'total',
          count: 1,
          tie: 'opponent',
          filter: { characteristic: 'Female' },
        },
        action: 'discard',
        unless: 'SECURITY + MEDICAL',
      },
    ],
    discard: true,
  },
});
