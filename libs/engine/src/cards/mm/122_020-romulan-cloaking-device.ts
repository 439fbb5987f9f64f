// Romulan Cloaking Device (mm, 122_020): equipment — it reports only aboard your Romulan ship (not to a facility the normal way) or to Sherman's Peak (a time location whose natives it is among: [OS][AU]); aboard your Romulan ship, or your [OS] ship whose crew has two ENGINEER between them, that ship has a Cloaking Device.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_020', {
  title: 'Romulan Cloaking Device',
  scenario: 'behaviour/time-location-natives-and-routes.spec.ts',
  play: { window: { kind: 'report' } },
  reportBans: [{ kind: 'normal-reporting' }],
  reports: [{ kind: 'self-at', to: { kind: 'ships', ship: { affiliation: 'Romulan' } } }],
  grantsEquipment: [
    { equipment: 'Cloaking Device', ships: { affiliations: ['Romulan'] } },
    { equipment: 'Cloaking Device', ships: { icons: ['OS'], crewTotal: { skill: 'ENGINEER', level: 2 } } },
  ],
  // "Or to Sherman's Peak": it reports there as that time location's native equipment ([OS][AU]: twt/119_119-sherman-s-peak.ts,
  // missions-reports.ts; 1E rulebook › REPORTING FOR DUTY › REPORTING TO A TIME LOCATION), the normal-reporting ban aside.
});
