// Quantum Leap (brokenbow, 192_008): dilemma — the opponent picks one OFFICER of the team, who is relocated to the planet of a time location in play (the encountering player's pick among several), or discarded when none is in play; to get past, SECURITY and two Archaeology.
//   1E rulebook › THE CARDS › TIME LOCATIONS; GETTING HURT › RELOCATED; ATTEMPT A MISSION › CONDITIONAL EFFECTS ("to get past").
import { defineCard } from '../../behaviour/define';

export default defineCard('192_008', {
  title: 'Quantum Leap',
  scenario: 'behaviour/time-location-natives-and-routes.spec.ts',
  dilemma: {
    title: 'Quantum Leap',
    steps: [
      { kind: 'pick', targets: { by: 'choice', chooser: 'opponent', count: 1, filter: { classification: 'OFFICER' } } },
      // behaviour/dilemma-time-locations.ts.
      { kind: 'relocate-picked-to-time-location' },
      { kind: 'pass', require: 'SECURITY + Archaeology x2' },
    ],
  },
});
