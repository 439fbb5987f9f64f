// Quantum Fissure (mm, 122_011): dilemma — to get past, Astrophysics and Physics, and the opponent may not have an undocked, undamaged, staffed ship with two or more staffing icons here.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_011', {
  title: 'Quantum Fissure',
  scenario: 'behaviour/dilemmas/mm-b.spec.ts',
  dilemma: {
    title: 'Quantum Fissure',
    steps: [
      { kind: 'pass', require: 'Astrophysics + Physics' },
      {
        kind: 'pass-if',
        test: { not: { opponentShipHere: { minStaffingIcons: 2 } } },
        says: 'no staffed, undocked, undamaged opposing ship with two or more staffing icons here',
      },
    ],
  },
});
