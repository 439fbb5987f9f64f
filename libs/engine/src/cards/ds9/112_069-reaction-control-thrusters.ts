// Reaction Control Thrusters (ds9, 112_069): event — each of your ships may move two more this turn; moving your space facility instead is manual; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_069', {
  title: 'Reaction Control Thrusters',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'extra-range-your-ships', range: 2 }] }],
  duration: 'instant',
  manual: ['the other mode (for free): move your space facility with 2 ENGINEER aboard to an adjacent location in the region'],
});
