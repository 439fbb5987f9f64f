// Access Archives (Cage, 212_022): mission — its points are 10 per different classification among the solvers.
import { defineCard } from '../../behaviour/define';

export default defineCard('212_022', {
  title: 'Access Archives',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    points: { kind: 'per-classification', each: 10 },
  },
});
