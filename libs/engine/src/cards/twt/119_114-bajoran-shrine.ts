// Bajoran Shrine (twt, 119_114): a site of the Promenade level on Deep Space 9 — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('119_114', siteCard({
  title: 'Bajoran Shrine',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Promenade', nors: ['Deep Space 9'], reports: [{ personnel: { anyOf: [{ characteristic: 'Prylar' }, { characteristic: 'Vedek' }, { characteristic: 'Kai' }] } }] },
  manual: [
    'once each turn, conducting services with a Prylar, Vedek or Kai unopposed here with another Bajoran',
    'the site suspended, and destroyed by a disruptor at an adjacent site',
  ],
}));
