// Microbiotic Colony (premiere, 101_035): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_035', {
  title: 'Microbiotic Colony',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Microbiotic Colony',
    steps: [{ kind: 'ship', action: 'damage', unless: 'SCIENCE + ENGINEER + OFFICER' }],
    discard: true,
  },
});
