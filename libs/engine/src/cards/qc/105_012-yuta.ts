// Yuta (qc, 105_012): dilemma — the opponent names a number; the first member, in random order, whose INTEGRITY plus CUNNING minus STRENGTH equals it is discarded, and so is the dilemma.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_012', {
  title: 'Yuta',
  scenario: 'behaviour/dilemmas/qc-a.spec.ts',
  dilemma: {
    title: 'Yuta',
    steps: [
      {
        kind: 'named-number',
        weights: { INTEGRITY: 1, CUNNING: 1, STRENGTH: -1 },
        action: 'discard',
      },
    ],
  },
});
