// Rager (qc, 105_056): personnel — scores 5 bonus points when he helps solve Explore Dyson Sphere.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_056', {
  title: 'Rager',
  scenario: 'behaviour/personnel-a.spec.ts',
  solveBonus: { points: 5, when: 'team', missions: ['Explore Dyson Sphere'] },
});
