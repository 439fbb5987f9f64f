// Small Cloaking Device (roa, 117_020): equipment — reports for free to your facility where your Smuggling or Acquisition personnel is aboard; aboard your ship with no staffing requirements, that ship has a Cloaking Device; it counts down only while engaged (its ship cloaked).
import { defineCard } from '../../behaviour/define';

export default defineCard('117_020', {
  title: 'Small Cloaking Device',
  scenario: 'behaviour/equipment-countdowns.spec.ts',
  play: { window: { kind: 'report' }, free: { kind: 'if-skill-present', skills: ['Smuggling', 'Acquisition'] } },
  grantsEquipment: [{ equipment: 'Cloaking Device', ships: { staffing: 'none' } }],
  // The free report is tested in behaviour/report-places.spec.ts, the device in incidents-c.spec.ts;
  // the countdown while engaged (1E rulebook › END OF TURN › COUNTDOWNS; CLOAK) in equipment-countdowns.spec.ts.
  countdownRule: { kind: 'counts-down-only', when: 'cloaked' },
});
