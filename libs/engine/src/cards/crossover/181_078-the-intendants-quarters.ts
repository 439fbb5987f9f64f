// The Intendant's Quarters (crossover, 181_078): a site of the Habitat Ring level on Mirror Terok Nor — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('181_078', siteCard({
  title: 'The Intendant\'s Quarters',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Habitat Ring', nors: ['Mirror Terok Nor'], reports: [{ personnel: { anyOf: [{ titles: ['The Intendant'] }, { species: 'Vulcan', icons: ['KCA'] }] } }] },
  manual: [
    'personnel naming The Intendant as a romantic partner reporting here',
    'personnel naming The Intendant in lore filing mission reports here',
    'once each turn, stopping The Intendant and another personnel present to draw a card',
    'the site suspended while the station has [TE]',
  ],
}));
