// Promenade Shops (ds9, 112_274): a site of the Promenade level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_274', siteCard({
  title: 'Promenade Shops',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Promenade', nors: 'any', reports: [{ personnel: { classification: 'CIVILIAN', notAffiliation: 'Borg' }, anyAffiliation: true }] },
  manual: [
    'the probe (shopping or a brawl) of a player with a non-Borg personnel present',
  ],
}));
