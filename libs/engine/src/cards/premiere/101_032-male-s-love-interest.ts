// Male's Love Interest (premiere, 101_032): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_032', {
  title: "Male's Love Interest",
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: "Male's Love Interest",
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1, filter: { characteristic: 'Male' } },
        action: 'relocate-furthest-planet',
      },
    ],
    discard: true,
  },
});
