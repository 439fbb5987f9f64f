// Odo's "Cousin" (ds9, 112_030): dilemma — two Exobiology and Geology get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_030', {
  title: 'Odo\'s "Cousin"',
  scenario: 'behaviour/dilemmas/ds9-a.spec.ts',
  dilemma: {
    title: 'Odo\'s "Cousin"',
    steps: [{ kind: 'pass', require: 'Exobiology x2 + Geology' }],
    manual: ['after getting past, one SCIENCE may stay behind (stopped) to score its points'],
  },
});
