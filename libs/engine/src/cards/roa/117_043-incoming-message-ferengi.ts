// Incoming Message - Ferengi (roa, 117_043): interrupt — lies on one of your Ferengi ships, which heads for the nearest Ferengi outpost at once as far as its RANGE left this turn takes it, flies nowhere else, and goes on at the end of each of your turns with the RANGE it has left; discarded when the ship is at that outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_043', {
  title: 'Incoming Message - Ferengi',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-of-affiliation', affiliation: 'Ferengi' },
  triggers: [
    { on: 'played', effects: [{ kind: 'head-for-outpost', affiliation: 'Ferengi' }] },
    { on: 'turn-ends', whose: 'host-owner', from: 'this-turn', effects: [{ kind: 'head-for-outpost', affiliation: 'Ferengi' }] },
  ],
  restricts: [{ kind: 'host-flies-to-outpost', affiliation: 'Ferengi' }],
  duration: 'on-target-card',
});
