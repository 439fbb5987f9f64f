// Docking Pylons (ds9, 112_268): a site of the Docking Ring level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); ships with at most 4 staffing icons dock here (6 at once).
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_268', siteCard({
  title: 'Docking Pylons',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Docking Ring', nors: 'any', docking: { maxStaffingIcons: 4, capacity: 6, shipsReport: false } },
  manual: [
    'the Computer Skill personnel boarding the ship just before it undocks',
    'repairing ships docked here',
    'its Tractor Beam',
  ],
}));
