// Holosuite (ha, 125_131): a site of the Promenade level on Terok Nor or Deep Space 9 — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('125_131', siteCard({
  title: 'Holosuite',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Promenade', nors: ['Terok Nor', 'Deep Space 9'], reports: [{ personnel: { icons: ['Holo'] }, equipmentIcons: ['Holo'] }] },
  manual: [
    'it must be next to Quark\'s Bar (or another Holosuite)',
    'its Holodeck',
    'Holoprogram cards played here (one), discarded by the station\'s controller',
    'transfers to and from the owner\'s ship docked at this station',
  ],
}));
