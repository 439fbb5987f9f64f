// Business Gambit (TNG, 155_034): interrupt — once per game, on your turn: your Ferengi personnel with Greed and an opposing personnel
// present with them are stopped; then you steal one of the opponent's equipment present (control taken, owner kept) or, picking none,
// download an equipment there (your pick from the deck).
//   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; "ONCE PER GAME"; DOWNLOADING (behaviour/ferengi-profits.ts › stealCard).
import { defineCard } from '../../behaviour/define';

export default defineCard('155_034', {
  title: 'Business Gambit',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game' } },
  targets: { kind: 'your-personnel-and-opposing-present', filter: { affiliation: 'Ferengi', skill: 'Greed' } },
  triggers: [
    {
      on: 'played',
      effects: [
        { kind: 'stop-target-pair' },
        {
          kind: 'choose-cards',
          chooser: 'you',
          pool: { from: 'opposing-equipment-present' },
          pick: 1,
          upTo: true,
          chosen: 'stolen',
          ifNone: [
            {
              kind: 'choose-cards',
              chooser: 'you',
              pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Equipment'] }, download: true },
              pick: 1,
              upTo: true,
              chosen: 'download-present-with-target',
            },
          ],
        },
      ],
    },
  ],
});
