// Hanonian Land Eel (voy, 123_011): dilemma — unless SECURITY, SCIENCE and STRENGTH>50 are there, the opponent picks one member with the lowest CUNNING or the fewest skill dots to die.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_011', {
  title: 'Hanonian Land Eel',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Hanonian Land Eel',
    steps: [
      {
        kind: 'act',
        targets: { by: 'extreme-of', ends: [{ measure: 'CUNNING', end: 'least' }, { measure: { dots: true }, end: 'least' }], chooser: 'opponent' },
        action: 'kill',
        unless: 'SECURITY + SCIENCE + STRENGTH>50',
      },
    ],
  },
});
