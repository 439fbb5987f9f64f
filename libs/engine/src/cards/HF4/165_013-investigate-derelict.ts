// Investigate Derelict (HF4, 165_013): mission — when solved, every ship in its region has its RANGE restored.
import { defineCard } from '../../behaviour/define';

export default defineCard('165_013', {
  title: 'Investigate Derelict',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solved: [{ kind: 'restore-range', scope: 'ships-in-region' }],
  },
});
