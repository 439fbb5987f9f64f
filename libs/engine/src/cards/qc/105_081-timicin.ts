// Timicin (qc, 105_081): personnel — scores 10 bonus points when he helps solve Test Mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_081', {
  title: 'Timicin',
  scenario: 'behaviour/personnel-a.spec.ts',
  solveBonus: { points: 10, when: 'team', missions: ['Test Mission'] },
});
