// Small Cloaking Device (roa, 117_020): equipment — reports for free to your facility where your Smuggling or Acquisition personnel is aboard; aboard your ship with no staffing requirements, that ship has a Cloaking Device.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_020', {
  title: 'Small Cloaking Device',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' }, free: { kind: 'if-skill-present', skills: ['Smuggling', 'Acquisition'] } },
  grantsEquipment: [{ equipment: 'Cloaking Device', ships: { staffing: 'none' } }],
  // The free report is tested in behaviour/report-places.spec.ts; equipment countdowns are not kept by the engine.
  manual: ['counting down only while engaged'],
});
