// Quark's Isolinear Rods (roa, 117_040): incident — on your table. Once per game its owner may download to hand Intermix Ratio, The Big Picture or a
// non-OFFICER personnel with Computer Skill x2 (printed), then the incident is discarded. Its countdown waits while its owner has any Quark in play.
// Its owner ignores each Computer Crash of the opponent's.
//   1E rulebook › DOWNLOADING (Clarifications: Downloading — "to hand", the opponent sees the card); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_040', {
  title: "Quark's Isolinear Rods",
  scenario: 'behaviour/first-rule.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'download-to-hand',
      limit: 'once-per-game',
      targets: {
        kind: 'card-to-download-to-hand',
        filter: {
          anyOf: [
            { titles: ['Intermix Ratio', 'The Big Picture'] },
            { types: ['Personnel'], notClassification: 'OFFICER', skillAtLeast: { skill: 'Computer Skill', level: 2 } },
          ],
        },
      },
      effects: [{ kind: 'download-target-to-hand' }, { kind: 'discard-self' }],
    },
  ],
  // It does not count down while its owner has any Quark in play (1E rulebook › END OF TURN › COUNTDOWNS; equipment-countdowns.ts).
  countdownRule: { kind: 'held-while-yours-in-play', names: ['Quark'] },
  // Its owner ignores the opponent's Computer Crash: its download ban and its ban on Q's Tent (download-bans.ts › ignoresOpponentCard).
  permits: [{ kind: 'ignores-opponents-titled', titles: ['Computer Crash'] }],
  manual: [
    "nullifying cards that keep you from playing Q's Tent (the incident discarded after a card is taken from the tent)",
  ],
});
