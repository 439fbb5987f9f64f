// Two-Dimensional Creatures (premiere, 101_053): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_053', {
  title: 'Two-Dimensional Creatures',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Two-Dimensional Creatures',
    steps: [
      { kind: 'place', on: 'ship', affected: 'none' },
      { kind: 'hook', name: 'disable-empaths' },
    ],
    cure: 'SCIENCE + ENGINEER',
    ongoing: { hostCannotMove: true },
  },
});
