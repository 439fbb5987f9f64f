// Incoming Message - Federation (premiere, 101_120): interrupt — lies on one of your Federation ships, which heads for the nearest Federation outpost at once as far as its RANGE left this turn takes it, flies nowhere else, and goes on at the end of each of your turns with the RANGE it has left; discarded when the ship is at that outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_120', {
  title: 'Incoming Message - Federation',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-of-affiliation', affiliation: 'Federation' },
  triggers: [
    { on: 'played', effects: [{ kind: 'head-for-outpost', affiliation: 'Federation' }] },
    { on: 'turn-ends', whose: 'host-owner', from: 'this-turn', effects: [{ kind: 'head-for-outpost', affiliation: 'Federation' }] },
  ],
  restricts: [{ kind: 'host-flies-to-outpost', affiliation: 'Federation' }],
  duration: 'on-target-card',
});
