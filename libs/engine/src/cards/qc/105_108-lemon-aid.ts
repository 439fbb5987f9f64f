// Lemon-Aid (qc, 105_108): Q interrupt, drawn in a Q-Flash — a player 20 or more points ahead hands the card to the opponent, who scores its bonus points.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_108', {
  title: 'Lemon-Aid',
  scenario: 'behaviour/q-flash.spec.ts',
  qFlash: {
    if: { kind: 'you-lead-by', points: 20 },
    effects: [
      { kind: 'card-to', place: 'opponent-bonus' },
      { kind: 'score', who: 'opponent', points: 5, bonus: true },
    ],
  },
});
