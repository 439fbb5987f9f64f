// Resupply Marauder (HF4, 165_018): mission — the solving player's D'Kora-class ships are RANGE +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('165_018', {
  title: 'Resupply Marauder',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solverShips: { attribute: 'RANGE', delta: 1, classContains: "D'Kora-Class" },
  },
});
