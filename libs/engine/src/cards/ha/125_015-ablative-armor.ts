// Ablative Armor (ha, 125_015): equipment — aboard your ship or facility, the opponent's ATTACK must be more than double its DEFENSE to hit it and more than triple to score a direct hit.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_015', {
  title: 'Ablative Armor',
  scenario: 'battle/facility-battle.spec.ts',
  play: { window: { kind: 'report' } },
  armor: { hit: 2, direct: 3 },
  // Issue 15 (lead): facilities fire and are fired upon in ship battle (battle/battle.ts); the ship part is in behaviour/incidents-c.spec.ts.
});
