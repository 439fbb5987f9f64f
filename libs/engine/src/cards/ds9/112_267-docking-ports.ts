// Docking Ports (ds9, 112_267): a site of the Docking Ring level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); ships with at most 2 staffing icons dock and report here (9 at once).
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_267', siteCard({
  title: 'Docking Ports',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Docking Ring', nors: 'any', docking: { maxStaffingIcons: 2, capacity: 9, shipsReport: true } },
  manual: [
    'the Computer Skill personnel boarding the ship just before it undocks',
    'freighters and transports reporting here for free',
    'its Tractor Beam',
  ],
}));
