// Barclay's Protomorphosis Disease (premiere, 101_016): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_016', {
  title: "Barclay's Protomorphosis Disease",
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: "Barclay's Protomorphosis Disease",
    steps: [
      {
        kind: 'act',
        targets: { by: 'all', filter: { notCharacteristic: 'Android' } },
        action: 'kill',
        unless: 'MEDICAL + SCIENCE + SECURITY',
      },
    ],
    discard: true,
    points: 10,
  },
});
