// Suliban Cloaking Device (terran, 191_006): equipment — aboard your ship, that ship has a Cloaking Device; it counts down only while you hold cards in hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_006', {
  title: 'Suliban Cloaking Device',
  scenario: 'behaviour/equipment-countdowns.spec.ts',
  play: { window: { kind: 'report' } },
  grantsEquipment: [{ equipment: 'Cloaking Device' }],
  // 1E rulebook › END OF TURN › COUNTDOWNS (behaviour/equipment-countdowns.ts); the device is tested in incidents-c.spec.ts.
  countdownRule: { kind: 'counts-down-only', when: 'cards-in-hand' },
  manual: ['reporting aboard your [22] ship (for free if Suliban)'],
});
