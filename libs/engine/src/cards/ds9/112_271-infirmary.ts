// Infirmary (ds9, 112_271): a site of the Promenade level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_271', siteCard({
  title: 'Infirmary',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Promenade', nors: 'any', reports: [{ personnel: { classification: 'MEDICAL' }, equipmentTitles: ['I.P. Scanner'], equipmentCharacteristics: ['MEDICAL-related equipment'] }], missionReports: { personnel: { classification: 'MEDICAL' }, matching: true } },
  manual: [
    'once each turn, MEDICAL personnel unopposed here reviving a personnel disabled by a Hypospray',
  ],
}));
