// All Threes (ha, 125_035): interrupt — once each turn, two sets of three cards from the top of your draw deck are revealed; one set goes to your hand, the other to your discard pile; your opponent picks the set unless you have a Data personnel in play (then you do).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INTERRUPTS; MISCELLANEOUS RULES › LOOKING AT CARDS (revealed: both players see them).
// With fewer than six cards in the deck only whole sets of three are offered (one set: no choice to make).
export default defineCard('125_035', {
  title: 'All Threes',
  scenario: 'behaviour/choices.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  triggers: [
    {
      on: 'played',
      effects: [{ kind: 'choose-cards', chooser: 'opponent', chooserYouWith: ['Data'], reveal: true, pool: { from: 'draw-top', whose: 'you', count: 6, groups: 3 }, pick: 1, chosen: 'to-hand', rest: 'discard' }],
    },
  ],
});
