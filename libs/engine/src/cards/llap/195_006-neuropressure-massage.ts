// Neuropressure Massage (llap, 195_006): event — on your table; at the end of each of your turns, while all your personnel in play are Vulcan, you may draw two cards and then put one of those two (your pick, MakeChoice) beneath your draw deck (EndTurn.decline: not drawn).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; END OF TURN; the pick waits for you (behaviour/choices.ts), before the next turn's first action.
export default defineCard('195_006', {
  title: 'Neuropressure Massage',
  scenario: 'behaviour/choices.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    {
      on: 'end-of-turn',
      effects: [
        {
          kind: 'if-table',
          conditions: [{ kind: 'all-your-personnel', filter: { characteristic: 'Vulcan' } }],
          then: [{ kind: 'may', effects: [{ kind: 'draw', who: 'you', count: 2 }, { kind: 'choose-cards', chooser: 'you', pool: { from: 'just-drawn', whose: 'you' }, pick: 1, chosen: 'deck-bottom' }] }],
        },
      ],
    },
  ],
});
