// Protect The Escapees (HF4, 165_016): mission — once solved, the solving player may initiate battle against Klingons despite their affiliation attack restrictions.
import { defineCard } from '../../behaviour/define';

export default defineCard('165_016', {
  title: 'Protect The Escapees',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solverMayAttack: ['Klingon'],
  },
});
