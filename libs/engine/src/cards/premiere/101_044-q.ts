// Q (premiere, 101_044): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_044', {
  title: 'Q',
  scenario: 'behaviour/premiere-places.spec.ts',
  dilemma: {
    title: 'Q',
    // Unless two Leadership and INTEGRITY>60: the opponent puts up to two Q-icon cards of their Q-Continuum side
    // deck on its top, the team has a Q-Flash of 4 (drawn card by card: behaviour/q-flash.ts),
    // then the team is stopped. Discarded either way.
    steps: [
      { kind: 'q-continuum', download: 2, flash: 4, unless: 'Leadership x2 + INTEGRITY>60' },
      { kind: 'hook', name: 'stop-team', unless: 'Leadership x2 + INTEGRITY>60' },
    ],
    discard: true,
  },
});
