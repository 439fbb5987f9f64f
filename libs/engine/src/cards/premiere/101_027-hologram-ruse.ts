// Hologram Ruse (premiere, 101_027): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_027', {
  title: 'Hologram Ruse',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Hologram Ruse',
    steps: [{ kind: 'pass', require: 'INTEGRITY>30 + CUNNING>30' }],
  },
});
