// Treaty: Cardassian/Dominion (dom, 115_029): event — on your table, your Cardassian and Dominion cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_029', {
  title: 'Treaty: Cardassian/Dominion',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ['Dukat'] } },
  permits: [{ kind: 'mix', affiliations: ['Cardassian', 'Dominion'] }],
});
