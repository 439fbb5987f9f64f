// Rules of Obedience (crossover, 181_014): dilemma — the opponent picks the member with the highest INTEGRITY or the fewest skill dots to die; to get past, Geology and two Honor, or two SECURITY and two Treachery, or Smiley.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_014', {
  title: 'Rules of Obedience',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Rules of Obedience',
    steps: [
      {
        kind: 'act',
        targets: { by: 'extreme-of', ends: [{ measure: 'INTEGRITY', end: 'most' }, { measure: { dots: true }, end: 'least' }], chooser: 'opponent' },
        action: 'kill',
      },
      { kind: 'pass', require: 'Geology + Honor x2 OR SECURITY x2 + Treachery x2 OR {Smiley}' },
    ],
  },
});
