// Defending Their Homes (Maquis, 172_013): incident — on your table, once each turn one of your [TNG] Maquis personnel reports for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_013', {
  title: 'Defending Their Homes',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Maquis'] } }],
  manual: ['downloading They Call Themselves the Maquis when played', 'instead of the free report, downloading For the Cause to your Demilitarized Zone Region mission', 'discarded while you have a Treaty in play'],
});
