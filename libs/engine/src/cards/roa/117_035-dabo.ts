// Dabo (roa, 117_035): incident — played on Quark's Bar, it lies there. On their turn, any player with a personnel there (not a Quark) may wager one
// to three cards of their discard pile (not Kevin Uxbridge or Amanda Rogers) and probe: an Equipment, an Event or a card showing skill dots (a
// personnel) wins — the wager goes to their point area, 2 bonus points a card; otherwise it goes out of play, and when the controller of the bar has
// any Quark there, that player, once for each dabo girl there, downloads a Gold-Pressed Latinum aboard the bar (their pick) or, picking none, draws a card.
//   1E rulebook › END OF TURN › PROBING; BONUS POINTS; DOWNLOADING (behaviour/ferengi-profits.ts › dabo-wager, ferengi-conditions.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('117_035', {
  title: 'Dabo',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'site', titles: ["Quark's Bar"] },
  duration: 'on-target-card',
  abilities: [
    {
      id: 'wager',
      anyPlayer: true,
      requires: [{ kind: 'actor-personnel-present', notNames: ['Quark'] }],
      targets: { kind: 'cards-in-your-discard', min: 1, max: 3, filter: { notTitles: ['Kevin Uxbridge', 'Amanda Rogers'] } },
      effects: [{ kind: 'dabo-wager', perCard: 2, host: 'Quark', helpers: 'Dabo Girl', latinum: 'Gold-Pressed Latinum' }],
    },
  ],
});
