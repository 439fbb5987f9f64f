// Borg Ship (premiere, 101_018): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_018', {
  title: 'Borg Ship',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Borg Ship',
    steps: [{ kind: 'hook', name: 'manual' }],
    manual: ['the self-controlling Borg Ship: placement, attacks, movement, points when destroyed'],
  },
});
