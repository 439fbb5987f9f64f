// Observe Spatial Coordinates (terran, 191_026): mission — bonus points when the solving ship has a Cloaking Device.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_026', {
  title: 'Observe Spatial Coordinates',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'solving-ship-has', equipment: 'Cloaking Device' } }],
  },
});
