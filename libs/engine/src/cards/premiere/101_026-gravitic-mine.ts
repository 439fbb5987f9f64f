// Gravitic Mine (premiere, 101_026): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_026', {
  title: 'Gravitic Mine',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Gravitic Mine',
    steps: [{ kind: 'ship', action: 'damage', unless: 'SCIENCE + Navigation' }],
    discard: true,
  },
});
