// Cytherians (premiere, 101_022): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_022', {
  title: 'Cytherians',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Cytherians',
    steps: [{ kind: 'place', on: 'ship', affected: 'none' }],
    points: 15,
    manual: [
      'the ship doing nothing but travelling to the far end of the spaceline; discarding it there and scoring its points',
    ],
  },
});
