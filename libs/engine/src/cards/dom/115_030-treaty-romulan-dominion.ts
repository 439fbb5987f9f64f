// Treaty: Romulan/Dominion (dom, 115_030): event — on your table, your Romulan and Dominion cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_030', {
  title: 'Treaty: Romulan/Dominion',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ['Senator Vreenak'] } },
  permits: [{ kind: 'mix', affiliations: ['Romulan', 'Dominion'] }],
});
