// Stolen Cloaking Device (mm, 122_022): equipment — never reports aboard a [MQ] facility; aboard your ship with a staffing icon, that ship has a Cloaking Device; a Federation ship without [MQ] cloaks with it only while a Federation personnel with Treachery is aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_022', {
  title: 'Stolen Cloaking Device',
  scenario: 'behaviour/equipment-limits.spec.ts',
  play: { window: { kind: 'report' } },
  reportBans: [{ kind: 'facility-icons', icons: ['MQ'] }],
  grantsEquipment: [{ equipment: 'Cloaking Device', ships: { staffing: 'some' } }],
  cloakNeeds: [{ ships: { affiliations: ['Federation'], notIcons: ['MQ'] }, crew: { skill: 'Treachery', level: 1, affiliation: 'Federation' } }],
});
