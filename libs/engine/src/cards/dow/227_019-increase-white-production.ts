// Increase White Production (dow, 227_019): mission — bonus points per Son'a among the solvers (at most three).
import { defineCard } from '../../behaviour/define';

export default defineCard('227_019', {
  title: 'Increase White Production',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-per-personnel', points: 5, filter: { characteristic: "Son'a" }, max: 3 }],
  },
});
