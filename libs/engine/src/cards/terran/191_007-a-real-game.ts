// A Real Game (terran, 191_007): event — on the table (seeded or played), every player needs 10 more points to win, each copy; no longer once any player has completed three missions.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_007', {
  title: 'A Real Game',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'extra-points-to-win', points: 10, untilCompleted: 3 }],
});
