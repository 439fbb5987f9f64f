// Treaty: Federation/Dominion (mm, 122_025): event — on your table, your Federation and Dominion cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_025', {
  title: 'Treaty: Federation/Dominion',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ['Weyoun', 'Benjamin Sisko'] } },
  permits: [{ kind: 'mix', affiliations: ['Federation', 'Dominion'] }],
});
