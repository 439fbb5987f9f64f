// Impressive Trophies (borg, 124_002): dilemma — unless CUNNING>50, the opponent captures the member with the most skill dots or the highest CUNNING + STRENGTH (their pick); discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_002', {
  title: 'Impressive Trophies',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Impressive Trophies',
    steps: [
      {
        kind: 'act',
        targets: { by: 'extreme-of', ends: [{ measure: { dots: true }, end: 'most' }, { measure: { sum: ['CUNNING', 'STRENGTH'] }, end: 'most' }], chooser: 'opponent' },
        action: 'capture',
        unless: 'CUNNING>50',
      },
    ],
    discard: true,
  },
});
