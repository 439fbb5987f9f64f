// Ablative Armor (ha, 125_015): equipment — aboard your ship, the opponent's ATTACK must be more than double its DEFENSE to hit it and more than triple to score a direct hit.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_015', {
  title: 'Ablative Armor',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' } },
  armor: { hit: 2, direct: 3 },
  manual: ['the same thresholds for your facility it is aboard'],
});
