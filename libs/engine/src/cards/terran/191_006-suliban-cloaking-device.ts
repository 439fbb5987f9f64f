// Suliban Cloaking Device (terran, 191_006): equipment — aboard your ship, that ship has a Cloaking Device.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_006', {
  title: 'Suliban Cloaking Device',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' } },
  grantsEquipment: [{ equipment: 'Cloaking Device' }],
  manual: ['reporting aboard your [22] ship (for free if Suliban)', 'counting down only while you have cards in hand'],
});
