// Data's Medals (qc, 105_034): interrupt — on one of your leaders in a battle you just won: you score 5 bonus points; it stays on that leader and the points go if the leader is killed (one per leader).
import { defineCard } from '../../behaviour/define';

export default defineCard('105_034', {
  title: "Data's Medals",
  scenario: 'behaviour/after-battle.spec.ts',
  play: { window: { kind: 'response', to: 'battle-ended' } },
  targets: { kind: 'your-leader-in-battle-won' },
  triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: 5, bonus: true }] }],
  duration: 'on-target-card',
  pointsLostIfHostKilled: 5,
});
