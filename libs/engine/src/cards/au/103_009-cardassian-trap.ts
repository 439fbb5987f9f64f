// Cardassian Trap (au, 103_009): dilemma — unless Empathy is there, the opponent captures one random unique non-Cardassian member; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_009', {
  title: 'Cardassian Trap',
  scenario: 'behaviour/dilemmas/au-a.spec.ts',
  dilemma: {
    title: 'Cardassian Trap',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1, filter: { unique: true, notAffiliation: 'Cardassian' } },
        action: 'capture',
        unless: 'Empathy',
      },
    ],
    discard: true,
  },
});
