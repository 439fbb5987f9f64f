// Romulan Cloaking Device (mm, 122_020): equipment — aboard your Romulan ship, that ship has a Cloaking Device.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_020', {
  title: 'Romulan Cloaking Device',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' } },
  grantsEquipment: [{ equipment: 'Cloaking Device', ships: { affiliations: ['Romulan'] } }],
  manual: ["reporting only aboard your Romulan ship or to Sherman's Peak", 'cloaking your [OS] ship with two ENGINEER aboard'],
});
