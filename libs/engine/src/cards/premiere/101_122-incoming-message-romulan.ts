// Incoming Message - Romulan (premiere, 101_122): interrupt — lies on one of your Romulan ships, which heads for the nearest Romulan outpost at once as far as its RANGE left this turn takes it, flies nowhere else, and goes on at the end of each of your turns with the RANGE it has left; discarded when the ship is at that outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_122', {
  title: 'Incoming Message - Romulan',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-of-affiliation', affiliation: 'Romulan' },
  triggers: [
    { on: 'played', effects: [{ kind: 'head-for-outpost', affiliation: 'Romulan' }] },
    { on: 'turn-ends', whose: 'host-owner', from: 'this-turn', effects: [{ kind: 'head-for-outpost', affiliation: 'Romulan' }] },
  ],
  restricts: [{ kind: 'host-flies-to-outpost', affiliation: 'Romulan' }],
  duration: 'on-target-card',
});
