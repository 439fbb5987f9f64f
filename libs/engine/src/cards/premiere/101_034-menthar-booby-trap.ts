// Menthar Booby Trap (premiere, 101_034): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_034', {
  title: 'Menthar Booby Trap',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Menthar Booby Trap',
    steps: [
      { kind: 'place', on: 'ship', affected: 'none' },
      { kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill', unless: 'MEDICAL' },
    ],
    cure: 'ENGINEER x2',
    ongoing: { hostCannotMove: true },
  },
});
