// Reginald Barclay (The Borg) (borg, 124_072): personnel — while in play, each Delta Quadrant Federation mission you solve scores 5 more (bonus) points.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_072', {
  title: 'Reginald Barclay (The Borg)',
  scenario: 'behaviour/personnel-a.spec.ts',
  solveBonus: { points: 5, when: 'in-play', quadrant: 'Delta', missionIcon: 'Federation' },
});
