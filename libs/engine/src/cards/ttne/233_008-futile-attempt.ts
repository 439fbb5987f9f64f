// Futile Attempt (ttne, 233_008): Q interrupt, drawn in a Q-Flash — the top card of the team's player's draw deck is revealed; a personnel goes beneath the deck, the Q-Continuum's owner scoring a point per skill dot and the team's player losing two per special download. A Seven of Nine in the crew or Away Team nullifies it.
import { defineCard } from '../../behaviour/define';

export default defineCard('233_008', {
  title: 'Futile Attempt',
  scenario: 'behaviour/q-flash.spec.ts',
  qFlash: {
    // "May be nullified by any Seven of Nine": one present with the team (the may is always used: nullifying only helps her player).
    if: { kind: 'none-present', filter: { titles: ['Seven of Nine', 'Seven of Nine (The Borg)', 'Seven of Nine (League Promo)', 'Revised Seven of Nine'] } },
    effects: [{ kind: 'reveal-top-personnel-scores', perDot: 1, perDownload: 2 }],
  },
});
