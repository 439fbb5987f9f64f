// Klingon Restaurant (Emissary, 167_080): a site of the Promenade level on Deep Space 9 — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('167_080', siteCard({
  title: 'Klingon Restaurant',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Promenade', nors: ['Deep Space 9'], reports: [{ personnel: { species: 'Klingon' } }] },
  manual: [
    'once each turn, a cook reporting here for free (or downloaded here)',
    'Klingon ships reporting, docking, undocking and repairing at this Nor',
  ],
}));
