// Incoming Message - Cardassian (ds9, 112_093): interrupt — lies on one of your Cardassian ships, which heads for the nearest Cardassian outpost at once as far as its RANGE left this turn takes it, flies nowhere else, and goes on at the end of each of your turns with the RANGE it has left; discarded when the ship is at that outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_093', {
  title: 'Incoming Message - Cardassian',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-of-affiliation', affiliation: 'Cardassian' },
  triggers: [
    { on: 'played', effects: [{ kind: 'head-for-outpost', affiliation: 'Cardassian' }] },
    { on: 'turn-ends', whose: 'host-owner', from: 'this-turn', effects: [{ kind: 'head-for-outpost', affiliation: 'Cardassian' }] },
  ],
  restricts: [{ kind: 'host-flies-to-outpost', affiliation: 'Cardassian' }],
  duration: 'on-target-card',
});
