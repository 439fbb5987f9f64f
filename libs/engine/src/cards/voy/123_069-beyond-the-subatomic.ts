// Beyond the Subatomic (voy, 123_069): interrupt — you name a card type and reveal cards from the top of your draw deck until one of that type: it goes to your hand, the others revealed are removed from the game; exhausting the deck without one, you lose the game.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_069', {
  title: 'Beyond the Subatomic',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-type' },
  triggers: [{ on: 'played', effects: [{ kind: 'reveal-until-type' }] }],
});
