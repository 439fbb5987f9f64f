// Guest Quarters (ds9, 112_270): a site of the Habitat Ring level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_270', siteCard({
  title: 'Guest Quarters',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Habitat Ring', nors: 'any', reports: [{ personnel: { classification: 'V.I.P.', notAffiliation: 'Borg' }, anyAffiliation: true, ifUnoccupied: true }] },
  manual: [
    'once each turn, a player with a V.I.P. unopposed here drawing two cards in place of one and putting one beneath the draw deck',
  ],
}));
