// Chula: The Game (mm, 122_004): dilemma — unless one personnel has Greed with Treachery or with CUNNING above 7, the whole team is stopped until the end of your next turn; discarded either way.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_004', {
  title: 'Chula: The Game',
  scenario: 'behaviour/dilemmas/mm.spec.ts',
  dilemma: {
    title: 'Chula: The Game',
    steps: [
      {
        kind: 'act',
        targets: { by: 'all' },
        action: 'stop-until-next-turn',
        unless: 'Greed + Treachery OR Greed + CUNNING>7',
        individual: true,
      },
    ],
    discard: true,
  },
});
