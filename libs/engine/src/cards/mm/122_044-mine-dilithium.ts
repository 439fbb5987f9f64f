// Mine Dilithium (mm, 122_044): mission — the solving player's ships are RANGE +1 (once, whatever copies they solve).
import { defineCard } from '../../behaviour/define';

export default defineCard('122_044', {
  title: 'Mine Dilithium',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solverShips: { attribute: 'RANGE', delta: 1 },
  },
});
