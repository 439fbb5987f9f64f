// Quark's Bar (roa, 117_128): a site of the Promenade level on Terok Nor or Deep Space 9 — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('117_128', siteCard({
  title: 'Quark\'s Bar',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Promenade', nors: ['Terok Nor', 'Deep Space 9'], reports: [{ personnel: { anyOf: [{ titles: ['Morn'] }, { species: 'Ferengi' }] } }] },
  manual: [
    'once each turn, a bartender, dabo girl, waiter, Quark or Rom reporting here for free (or downloaded here)',
    'a player with Morn unopposed here drawing an extra card at the end of each turn',
    'Ferengi ships reporting, docking, undocking and repairing at this Nor',
  ],
}));
