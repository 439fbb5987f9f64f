// Shaka, When the Walls Fell (premiere, 101_049): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_049', {
  title: 'Shaka, When the Walls Fell',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Shaka, When the Walls Fell',
    steps: [{ kind: 'pass', require: 'Diplomacy x2 + CUNNING>30' }],
  },
});
