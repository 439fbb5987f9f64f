// Romulan Cloaking Device (mm, 122_020): equipment — it reports only aboard your Romulan ship (not to a facility the normal way); aboard your Romulan ship, or your [OS] ship whose crew has two ENGINEER between them, that ship has a Cloaking Device.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_020', {
  title: 'Romulan Cloaking Device',
  scenario: 'behaviour/equipment-limits.spec.ts',
  play: { window: { kind: 'report' } },
  reportBans: [{ kind: 'normal-reporting' }],
  reports: [{ kind: 'self-at', to: { kind: 'ships', ship: { affiliation: 'Romulan' } } }],
  grantsEquipment: [
    { equipment: 'Cloaking Device', ships: { affiliations: ['Romulan'] } },
    { equipment: 'Cloaking Device', ships: { icons: ['OS'], crewTotal: { skill: 'ENGINEER', level: 2 } } },
  ],
  // Sherman's Peak is a time location; time locations are not modelled (README, doorway pass).
  manual: ["reporting to Sherman's Peak (a time location)"],
});
