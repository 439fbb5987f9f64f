// Schoolroom (SoG, 149_054): a site of the Promenade level on Deep Space 9 — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('149_054', siteCard({
  title: 'Schoolroom',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Promenade', nors: ['Deep Space 9'], reports: [{ personnel: { anyOf: [{ skill: 'Youth' }, { characteristic: 'Professor' }, { characteristic: 'Teacher' }] } }] },
  manual: [
    'once each turn, the controller\'s professor or teacher here placing a personnel from hand beneath the deck to give each of their Youth personnel one of its skills until the end of the turn',
  ],
}));
