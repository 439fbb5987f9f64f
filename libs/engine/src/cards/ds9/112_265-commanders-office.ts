// Commander's Office (ds9, 112_265): a site of the Ops Module level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts).
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_265', siteCard({
  title: 'Commander\'s Office',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Ops Module', nors: 'any', missionReports: { personnel: { classification: 'OFFICER' }, matching: true } },
  manual: [
    'once each turn, a player with a matching [Cmd] OFFICER unopposed here may download a Captain\'s Order card to hand in place of a card draw',
    'it is always the innermost site (never between Ops and another site)',
  ],
}));
