// Incoming Message - Bajoran (ds9, 112_092): interrupt — lies on one of your Bajoran ships, which heads for the nearest Bajoran outpost at once as far as its RANGE left this turn takes it, flies nowhere else, and goes on at the end of each of your turns with the RANGE it has left; discarded when the ship is at that outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_092', {
  title: 'Incoming Message - Bajoran',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-of-affiliation', affiliation: 'Bajoran' },
  triggers: [
    { on: 'played', effects: [{ kind: 'head-for-outpost', affiliation: 'Bajoran' }] },
    { on: 'turn-ends', whose: 'host-owner', from: 'this-turn', effects: [{ kind: 'head-for-outpost', affiliation: 'Bajoran' }] },
  ],
  restricts: [{ kind: 'host-flies-to-outpost', affiliation: 'Bajoran' }],
  duration: 'on-target-card',
});
