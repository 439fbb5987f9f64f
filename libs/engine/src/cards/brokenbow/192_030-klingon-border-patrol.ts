// Klingon Border Patrol (brokenbow, 192_030): interrupt — lies on your [Kli][22] ship present with an opponent's ship; at the end of your next turn, if an opponent's ship is still there, you score 5 bonus points; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_030', {
  title: 'Klingon Border Patrol',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-with-opponent-ship-here', affiliation: 'Klingon', icons: ['22'] },
  duration: 'on-target-card',
  triggers: [
    {
      on: 'turn-ends',
      whose: 'your',
      from: 'next-turn',
      yourTurn: 1,
      effects: [{ kind: 'if-host-with-opponent-ship', then: [{ kind: 'score-points', points: 5, bonus: true }] }, { kind: 'discard-self' }],
    },
  ],
});
