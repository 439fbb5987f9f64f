// 33rd Rule of Acquisition (roa, 117_024): event — played on your Greed personnel where the opponent completed a mission or a Borg
// objective (two plays a location at most). The opponent answers the compliment: accepting it (picking this card) scores its points for
// its player, declining it lets its player draw up to four cards; then it is discarded.
//   The compliment is said at the real table: the opponent records their reply as a choice (behaviour/choices.ts, pool this-card).
//   1E rulebook › WINNING THE GAME (a card's point box: bonus points); THE CARDS (behaviour/ferengi-profits.ts, battle-exclusions.ts › times).
import { defineCard } from '../../behaviour/define';
import { drawUpTo, yesOrNo } from '../../behaviour/effect-builders';

export default defineCard('117_024', {
  title: '33rd Rule of Acquisition',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'once-per-game-per-location', times: 2 }] },
  targets: { kind: 'your-personnel-where-opponent-completed', filter: { skill: 'Greed' } },
  triggers: [
    {
      on: 'played',
      effects: [
        yesOrNo('opponent', [{ kind: 'score-points', points: 5, bonus: true }, { kind: 'discard-self' }], [drawUpTo(4), { kind: 'discard-self' }]),
      ],
    },
  ],
});
