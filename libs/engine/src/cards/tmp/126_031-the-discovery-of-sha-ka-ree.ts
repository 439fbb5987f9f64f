// The Discovery of Sha Ka Ree (tmp, 126_031): mission — its points are 10 per [SKR] personnel other than Sybok among the solvers (at most six).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_031', {
  title: 'The Discovery of Sha Ka Ree',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    points: { kind: 'per-personnel', each: 10, filter: { icons: ['SKR'] }, exceptTitles: ['Sybok'], max: 6 },
  },
});
