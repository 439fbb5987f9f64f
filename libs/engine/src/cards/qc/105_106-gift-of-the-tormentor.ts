// Gift of the Tormentor (qc, 105_106): Q interrupt, drawn in a Q-Flash — a player with no points at all scores its bonus points; anyone else gets the card in their discard pile.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_106', {
  title: 'Gift of the Tormentor',
  scenario: 'behaviour/q-flash.spec.ts',
  // Its nullification limit needs no words: no card nullifies a Q card drawn in a Q-Flash yet (behaviour/q-flash.ts).
  qFlash: {
    if: { kind: 'your-score-zero' },
    // Its point box scored, the card lies in your bonus point area (1E rulebook › LEAVING PLAY).
    effects: [
      { kind: 'score', who: 'you', points: 100, bonus: true },
      { kind: 'card-to', place: 'your-bonus' },
    ],
    otherwise: [{ kind: 'card-to', place: 'your-discard' }],
  },
});
