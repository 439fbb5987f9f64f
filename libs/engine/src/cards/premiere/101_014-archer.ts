// Archer (premiere, 101_014): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_014', {
  title: 'Archer',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Archer',
    steps: [
      {
        kind: 'act',
        targets: { by: 'highest', measure: 'total', count: 1, tie: 'opponent' },
        action: 'kill',
        unless: 'SECURITY + MEDICAL',
      },
    ],
    discard: true,
  },
});
