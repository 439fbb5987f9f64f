// Transporter Control Module (voy, 123_044): equipment — aboard your ship or facility with your ENGINEER or Transporter Skill personnel, that ship or facility has transporters.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_044', {
  title: 'Transporter Control Module',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  play: { window: { kind: 'report' } },
  // Issue 15 (equipment-e): behaviour/transporter-grants.ts (every other ship or facility has transporters already).
  givesTransporters: { with: { anySkill: ['ENGINEER', 'Transporter Skill'] } },
});
