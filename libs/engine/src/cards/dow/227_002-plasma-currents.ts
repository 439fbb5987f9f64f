// Plasma Currents (dow, 227_002): dilemma — to get past, STRENGTH above 50 plus 10 for each other mission of this region.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_002', {
  title: 'Plasma Currents',
  scenario: 'behaviour/dilemmas/dow.spec.ts',
  dilemma: {
    title: 'Plasma Currents',
    steps: [{ kind: 'pass-region', attribute: 'STRENGTH', base: 50, per: 10 }],
  },
});
