// Bynars Data Transfer (ha, 125_017): event — you look at the top five cards of your draw deck and put them back in the order you choose, each on top of the deck or beneath it (ArrangeCards { order, beneath }); then this card goes beneath your draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_017', {
  title: 'Bynars Data Transfer',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'arrange-own-top', count: 5, beneath: true, thenSelfBeneath: true }] }],
  duration: 'instant',
});
