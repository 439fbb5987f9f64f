// Madam Pulaski (ha, 125_103): personnel — while in play, a unique mission both players seeded that you complete scores 10 more (bonus) points.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_103', {
  title: 'Madam Pulaski',
  scenario: 'behaviour/personnel-a.spec.ts',
  solveBonus: { points: 10, when: 'in-play', sharedUnique: true },
});
