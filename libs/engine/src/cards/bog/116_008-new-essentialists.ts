// New Essentialists (bog, 116_008): dilemma — unless the team is both honest and upright enough, or cunning and treacherous enough, one random non-Borg member goes back atop the draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_008', {
  title: 'New Essentialists',
  scenario: 'behaviour/dilemmas/bog-a.spec.ts',
  dilemma: {
    title: 'New Essentialists',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1, filter: { notAffiliation: 'Borg' } },
        action: 'deck-top',
        unless: 'INTEGRITY>40 + Honor x2 OR CUNNING>40 + Treachery x2',
      },
    ],
  },
});
