// Writ of Accountability (roa, 117_042): incident — on your table: once per game its owner may download a personnel with FCA (reporting for duty where
// it may: the card names no place), then the incident is discarded. Its other way (lying on your [Fer] FCA personnel, the opponent losing the game for
// using certain cards too often) is manual.
//   1E rulebook › DOWNLOADING (Clarifications: Downloading — no place named: normal reporting); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_042', {
  title: 'Writ of Accountability',
  scenario: 'behaviour/first-rule.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'download-fca',
      limit: 'once-per-game',
      targets: { kind: 'card-to-download', filter: { types: ['Personnel'], skillAtLeast: { skill: 'FCA', level: 1 } } },
      effects: [{ kind: 'download-target' }, { kind: 'discard-self' }],
    },
  ],
  manual: [
    "its other way: played on your [Fer] personnel with FCA; the opponent loses the game if they used Subspace Schism or Brain Drain more than twice, played Static Warp Bubble, Anti-Time Anomaly or Black Hole more than once, or used their own dilemmas to score more than 15 points or to discard other dilemmas",
  ],
});
