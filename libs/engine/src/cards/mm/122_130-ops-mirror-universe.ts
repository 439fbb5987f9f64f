// Ops: Mirror Universe (mm, 122_130): a site of the Ops Module level on any Nor in the Mirror Quadrant — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows; Computer Skill unopposed here commandeers the Nor.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('122_130', siteCard({
  title: 'Ops: Mirror Universe',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Ops Module', nors: 'any', quadrant: 'Mirror', reports: [{ personnel: { classification: 'OFFICER' } }], commandeer: true },
  manual: [
    'cards with the Nor\'s [KCA] or [TE] icon matching its affiliation for its sites',
    'in place of the normal card play, downloading to an unopposed site on this station a card that may play there (drawing no cards that turn)',
  ],
}));
