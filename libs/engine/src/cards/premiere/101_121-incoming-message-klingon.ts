// Incoming Message - Klingon (premiere, 101_121): interrupt — lies on one of your Klingon ships, which heads for the nearest Klingon outpost at once as far as its RANGE left this turn takes it, flies nowhere else, and goes on at the end of each of your turns with the RANGE it has left; discarded when the ship is at that outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_121', {
  title: 'Incoming Message - Klingon',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-of-affiliation', affiliation: 'Klingon' },
  triggers: [
    { on: 'played', effects: [{ kind: 'head-for-outpost', affiliation: 'Klingon' }] },
    { on: 'turn-ends', whose: 'host-owner', from: 'this-turn', effects: [{ kind: 'head-for-outpost', affiliation: 'Klingon' }] },
  ],
  restricts: [{ kind: 'host-flies-to-outpost', affiliation: 'Klingon' }],
  duration: 'on-target-card',
});
