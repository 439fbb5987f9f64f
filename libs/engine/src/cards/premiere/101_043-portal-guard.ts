// Portal Guard (premiere, 101_043): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_043', {
  title: 'Portal Guard',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Portal Guard',
    steps: [{ kind: 'hook', name: 'abort-beam-up-or-die', unless: 'CUNNING>7 OR Honor' }],
  },
});
