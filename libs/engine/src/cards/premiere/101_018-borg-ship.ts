// Borg Ship (premiere, 101_018): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_018', {
  title: 'Borg Ship',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Borg Ship',
    steps: [{ kind: 'hook', name: 'manual' }],
    manual: ['the self-controlling Borg Ship: placement at the far end, attacks and moves at every end of turn, points when destroyed (needs a card that acts as a ship of no player in battle)'],
  },
});
