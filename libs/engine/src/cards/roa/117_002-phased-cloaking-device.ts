// Phased Cloaking Device (roa, 117_002): artifact used as equipment — aboard your ship, that ship has a Phasing Cloak.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_002', {
  title: 'Phased Cloaking Device',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' } },
  grantsEquipment: [{ equipment: 'Phasing Cloak' }],
  manual: ['seeding under Pegasus Search', 'RANGE +4 while phased'],
});
