// Small Cloaking Device (roa, 117_020): equipment — aboard your ship with no staffing requirements, that ship has a Cloaking Device.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_020', {
  title: 'Small Cloaking Device',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' } },
  grantsEquipment: [{ equipment: 'Cloaking Device', ships: { staffing: 'none' } }],
  manual: ['reporting for free when your Smuggling or Acquisition personnel is present', 'counting down only while engaged'],
});
