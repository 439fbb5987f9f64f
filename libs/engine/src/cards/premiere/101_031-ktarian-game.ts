// Ktarian Game (premiere, 101_031): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_031', {
  title: 'Ktarian Game',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Ktarian Game',
    steps: [
      { kind: 'place', on: 'ship', affected: 'none' },
      { kind: 'hook', name: 'ktarian-disable' },
    ],
    cure: 'CUNNING>30 OR Android',
    ongoing: { startOfTurnDisable: true },
  },
});
