// Ops (ds9, 112_272): a site of the Ops Module level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows; Computer Skill unopposed here commandeers the Nor.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_272', siteCard({
  title: 'Ops',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Ops Module', nors: 'any', reports: [{ personnel: { classification: 'OFFICER' } }], commandeer: true },
  manual: [
    'in place of the normal card play, downloading to an unopposed site on this station a card that may play there (drawing no cards that turn)',
  ],
}));
