// Reaction Control Thrusters (ds9, 112_069): event — for free, moves your space facility with ENGINEER x2 of yours aboard to the next location in the same region; OR each of your ships may move two more this turn; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_069', {
  title: 'Reaction Control Thrusters',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'extra-range-your-ships', range: 2 }] }],
  duration: 'instant',
  // Issue 15 (events-d): the first function, for free (PlayCard.mode 1).
  modes: [
    {
      play: { window: { kind: 'normal-play' }, free: { kind: 'always' } },
      targets: { kind: 'your-facility-to-adjacent-in-region', engineers: 2 },
      triggers: [{ on: 'played', effects: [{ kind: 'move-target-facility' }] }],
      duration: 'instant',
    },
  ],
});
