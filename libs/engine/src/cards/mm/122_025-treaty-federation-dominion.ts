// Treaty: Federation/Dominion (mm, 122_025): event — on your table, your Federation and Dominion cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_025', {
  title: 'Treaty: Federation/Dominion',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Federation', 'Dominion'] }],
  manual: ['playing it for free with Weyoun or Benjamin Sisko in play'],
});
