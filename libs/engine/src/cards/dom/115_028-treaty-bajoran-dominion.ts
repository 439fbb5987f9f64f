// Treaty: Bajoran/Dominion (dom, 115_028): event — on your table, your Bajoran and Dominion cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_028', {
  title: 'Treaty: Bajoran/Dominion',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ['Kai Winn', 'The Emissary'] } },
  permits: [{ kind: 'mix', affiliations: ['Bajoran', 'Dominion'] }],
});
