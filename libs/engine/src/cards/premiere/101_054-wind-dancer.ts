// Wind Dancer (premiere, 101_054): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_054', {
  title: 'Wind Dancer',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Wind Dancer',
    steps: [
      { kind: 'pass', require: '{Lwaxana Troi} OR Youth OR Music OR STRENGTH>9', individual: true },
    ],
  },
});
