// Security Holding Cell (bog, 116_109): a site of the Promenade level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts).
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('116_109', siteCard({
  title: 'Security Holding Cell',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Promenade', nors: 'any' },
  manual: [
    'its Brig',
    'once each turn, the station\'s controller downloading Brainwash, Interrogation or Torture to a captive held here',
  ],
}));
