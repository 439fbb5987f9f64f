// Install Emotion Chip (tstl, 163_022): mission — bonus points per unique Soong-type android among the solvers (at most three).
import { defineCard } from '../../behaviour/define';

export default defineCard('163_022', {
  title: 'Install Emotion Chip',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-per-personnel', points: 5, filter: { characteristic: 'Soong-type android', universal: false }, max: 3 }],
  },
});
