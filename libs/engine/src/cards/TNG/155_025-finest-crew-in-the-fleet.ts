// Finest Crew in the Fleet (TNG, 155_025): incident — on your table, once each turn one of your [TNG] Federation personnel whose lore names the U.S.S. Enterprise reports for free to your Federation outpost or aboard your U.S.S. Enterprise; once per game, while your U.S.S. Enterprise has its matching commander aboard, a Federation Flagship card comes from your deck to your hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_025', {
  title: 'Finest Crew in the Fleet',
  scenario: 'behaviour/table-reports.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Federation'] }, lore: ['U.S.S. Enterprise'], to: { outpostOf: ['Federation'] } }],
  // The same once-each-turn use as the outpost report above (table-reports.ts: one key per title).
  tableReports: [{ who: { icons: ['TNG'], affiliation: 'Federation', loreWord: 'U.S.S. Enterprise' }, aboardShips: ['U.S.S. Enterprise'] }],
  abilities: [
    {
      id: 'flagship-to-hand',
      limit: 'once-per-game',
      requires: ['commander-aboard-named-ship'],
      hostTitles: ['U.S.S. Enterprise'],
      targets: { kind: 'card-to-download', filter: { titles: ['Federation Flagship: Renewed', 'Federation Flagship: Relaunched', 'Federation Flagship: Recovered'] } },
      effects: [{ kind: 'target-to-hand' }],
    },
  ],
});
