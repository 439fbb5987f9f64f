// Nor (ds9, 112_082): a Cardassian Nor — seeded at a location with the Cardassian icon, never in the Bajor Region (seeding.ts › checkStationSite); its sites, reporting, walking, docking and commandeering follow the Nor rules (behaviour/sites.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_082', {
  title: 'Nor',
  scenario: 'behaviour/sites.spec.ts',
  outpostSite: { icons: ['Cardassian'], notRegion: 'Bajor Region' },
  manual: ['building it during the play phase'],
});
