// Docking Pads (ds9, 112_266): a site of the Habitat Ring level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); ships with at most 0 staffing icons dock and report here (6 at once).
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_266', siteCard({
  title: 'Docking Pads',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Habitat Ring', nors: 'any', docking: { maxStaffingIcons: 0, capacity: 6, shipsReport: true } },
  manual: [
    'the Computer Skill personnel boarding the ship just before it undocks',
    'once per game, the station\'s controller downloading Establish Landing Protocols',
    'its Tractor Beam',
  ],
}));
