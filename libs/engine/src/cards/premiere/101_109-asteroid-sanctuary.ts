// Asteroid Sanctuary (premiere, 101_109): interrupt — on a ship whose crew has two Navigation, the ship hides for the rest of the turn: no battle may be started against it; played just after a battle against it starts, that battle is called off.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_109', {
  title: 'Asteroid Sanctuary',
  scenario: 'battle/battle-cards.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship-with-crew', crew: 'Navigation x2' },
  duration: 'on-target-card',
  restricts: [{ kind: 'no-battle-against-host' }],
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'battle-initiated' } },
      targets: { kind: 'battle-target-ship', crew: 'Navigation x2' },
      duration: 'on-target-card',
      triggers: [
        { on: 'played', effects: [{ kind: 'cancel-battle' }] },
        { on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] },
      ],
    },
  ],
});
