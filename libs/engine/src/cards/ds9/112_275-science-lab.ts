// Science Lab (ds9, 112_275): a site of the Docking Ring level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_275', siteCard({
  title: 'Science Lab',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Docking Ring', nors: 'any', reports: [{ personnel: { classification: 'SCIENCE' }, equipmentTitles: ['I.P. Scanner'], equipmentCharacteristics: ['SCIENCE-related equipment'], equipmentTitleWords: ['PADD', 'PADDs'] }], missionReports: { personnel: { classification: 'SCIENCE' }, matching: true } },
  manual: [
    'once each turn at a [S] mission, the controller\'s SCIENCE personnel unopposed here scanning the bottom seed card',
  ],
}));
