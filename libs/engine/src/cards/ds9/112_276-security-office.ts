// Security Office (ds9, 112_276): a site of the Promenade level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_276', siteCard({
  title: 'Security Office',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Promenade', nors: 'any', reports: [{ personnel: { classification: 'SECURITY' }, equipmentCharacteristics: ['hand weapon'] }], missionReports: { personnel: { classification: 'SECURITY' }, matching: true } },
  manual: [
    'personnel here with SECURITY moving to join a personnel battle just initiated on the station',
  ],
}));
