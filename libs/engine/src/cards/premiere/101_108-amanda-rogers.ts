// Amanda Rogers (premiere, 101_108): interrupt — a response that nullifies an Interrupt, or another card played as one, just played (never another Amanda Rogers); or, as an interrupt, a Scottish Setter in play (that card's own text allows it).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_108', {
  title: 'Amanda Rogers',
  scenario: 'behaviour/responses.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { playedAs: 'Interrupt', notTitles: ['Amanda Rogers'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      // Issue 15 (qtime): Scottish Setter (qc, 105_100) "may be nullified by Amanda Rogers": played as an interrupt on it in play.
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'card-in-play', filter: { titles: ['Scottish Setter'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
});
