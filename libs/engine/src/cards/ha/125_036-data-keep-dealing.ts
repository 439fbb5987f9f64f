// Data, Keep Dealing (ha, 125_036): interrupt — with any Data or any Hollander of yours in play, you look at the top two and bottom two cards of your draw deck and put them back, two on top and two at the bottom, in the order you choose.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_036', {
  title: 'Data, Keep Dealing',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'deck-ends-arrangement', anyOf: ['Data', 'Hollander'] },
  triggers: [{ on: 'played', effects: [{ kind: 'arrange-deck-ends' }] }],
});
