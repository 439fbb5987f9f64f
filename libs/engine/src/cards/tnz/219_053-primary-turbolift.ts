// Primary Turbolift (tnz, 219_053): a site of the Ops Module level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('219_053', siteCard({
  title: 'Primary Turbolift',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Ops Module', nors: 'any', reports: [{ personnel: {} }] },
  manual: [
    'once every turn, a card drawn when a [DS9] personnel reports to another site of this Nor by its classification',
  ],
}));
