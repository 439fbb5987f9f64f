// Null Space (premiere, 101_041): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_041', {
  title: 'Null Space',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Null Space',
    steps: [{ kind: 'ship', action: 'damage', unless: 'Navigation x2' }],
    discard: true,
    points: 5,
  },
});
