// Finest Crew in the Fleet (TNG, 155_025): incident — on your table, once each turn one of your [TNG] Federation personnel whose lore names the U.S.S. Enterprise reports for free to your Federation outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_025', {
  title: 'Finest Crew in the Fleet',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Federation'] }, lore: ['U.S.S. Enterprise'], to: { outpostOf: ['Federation'] } }],
  manual: ['reporting for free aboard your U.S.S. Enterprise', 'once per game, with your matching commander aboard your U.S.S. Enterprise, downloading a Federation Flagship card to hand'],
});
