// Quandary (ha, 125_125): Q interrupt, drawn in a Q-Flash — the team's player brings a personnel back from their discard pile into the crew or Away Team; the Q-Continuum's owner then selects one personnel there at random: unless it is the one brought back, it is discarded and the team's player scores the card's negative point box.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_125', {
  title: 'Quandary',
  scenario: 'behaviour/q-cards-qev.spec.ts',
  qFlash: {
    // "lose points": the card's point box (-5) scores for the team's player, the card lying in their bonus point area.
    effects: [{ kind: 'restore-then-random-loss', points: -5 }],
  },
});
