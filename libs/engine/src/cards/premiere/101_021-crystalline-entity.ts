// Crystalline Entity (premiere, 101_021): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_021', {
  title: 'Crystalline Entity',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Crystalline Entity',
    steps: [
      { kind: 'ship', action: 'kill-crew', unless: 'Music', orShieldsAbove: 6, only: 'space' },
      {
        kind: 'act',
        targets: { by: 'all' },
        action: 'kill',
        unless: 'SCIENCE + MEDICAL',
        only: 'planet',
      },
    ],
    discard: true,
    points: 5,
  },
});
