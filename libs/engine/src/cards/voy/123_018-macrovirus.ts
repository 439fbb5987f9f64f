// Macrovirus (voy, 123_018): dilemma — it lies on the ship; the opponent picks the crew member with the lowest STRENGTH or the lowest CUNNING to die; cured by two Exobiology and two SCIENCE.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_018', {
  title: 'Macrovirus',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Macrovirus',
    steps: [
      { kind: 'place', on: 'ship', affected: 'none' },
      { kind: 'act', targets: { by: 'extreme-of', ends: [{ measure: 'STRENGTH', end: 'least' }, { measure: 'CUNNING', end: 'least' }], chooser: 'opponent' }, action: 'kill' },
    ],
    cure: 'Exobiology x2 + SCIENCE x2',
    manual: ['at the start of each turn, another such crew member dies'],
  },
});
