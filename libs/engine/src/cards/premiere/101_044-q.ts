// Q (premiere, 101_044): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_044', {
  title: 'Q',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Q',
    steps: [{ kind: 'hook', name: 'stop-team', unless: 'Leadership x2 + INTEGRITY>60' }],
    discard: true,
    manual: ['opponent downloading Q-icon cards to the Q-Continuum side deck; the Q-Flash'],
  },
});
