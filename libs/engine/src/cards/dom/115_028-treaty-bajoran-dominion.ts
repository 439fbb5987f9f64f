// Treaty: Bajoran/Dominion (dom, 115_028): event — on your table, your Bajoran and Dominion cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_028', {
  title: 'Treaty: Bajoran/Dominion',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Bajoran', 'Dominion'] }],
  manual: ['playing it for free with Kai Winn or The Emissary in play'],
});
