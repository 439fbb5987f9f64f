// Isolinear Puzzle (ds9, 112_023): dilemma — it sticks to the ship, which flies 4 shorter and fires 4 weaker until two ENGINEER clear it.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_023', {
  title: 'Isolinear Puzzle',
  scenario: 'behaviour/dilemmas/ds9-a.spec.ts',
  shipModifiers: [{ kind: 'ship-attribute', attributes: ['RANGE', 'WEAPONS'], delta: -4 }],
  dilemma: {
    title: 'Isolinear Puzzle',
    steps: [{ kind: 'place', on: 'ship', affected: 'none' }],
    nullify: 'ENGINEER x2',
  },
});
