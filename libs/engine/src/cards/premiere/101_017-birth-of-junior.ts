// Birth of "Junior" (premiere, 101_017): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_017', {
  title: 'Birth of "Junior"',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Birth of "Junior"',
    steps: [{ kind: 'place', on: 'ship', affected: 'none' }],
    nullify: 'ENGINEER x3',
    ongoing: { rangeDrain: true },
  },
});
