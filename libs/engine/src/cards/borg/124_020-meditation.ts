// Meditation (borg, 124_020): event — on your table. At any time you may discard a card from your hand; for the rest of that turn your cards are drawn from the bottom of your draw deck (behaviour/bottom-draws.ts).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › END OF TURN › DRAW A CARD; THE PLAY PHASE (actions of cards on the table).
export default defineCard('124_020', {
  title: 'Meditation',
  scenario: 'behaviour/bogborg.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'meditate',
      window: 'any-time',
      targets: { kind: 'cards-in-your-hand', min: 1, max: 1 },
      effects: [{ kind: 'discard-chosen' }, { kind: 'draw-from-bottom-this-turn' }],
    },
  ],
});
