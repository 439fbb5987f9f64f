// Female's Love Interest (premiere, 101_024): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_024', {
  title: "Female's Love Interest",
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: "Female's Love Interest",
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1, filter: { characteristic: 'Female' } },
        action: 'relocate-furthest-planet',
      },
    ],
    discard: true,
  },
});
