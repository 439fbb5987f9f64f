// Will You Kindly Die? (terran, 191_015): event — on your table; once each turn, while your hand is empty, your opponent picks one of their universal personnel in play and discards it (ActivateCard; the opponent's pick is a MakeChoice).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; "ONCE PER GAME" AND SIMILAR LIMITS; the pick waits for the opponent (behaviour/choices.ts).
export default defineCard('191_015', {
  title: 'Will You Kindly Die?',
  scenario: 'behaviour/choices.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'make-discard',
      limit: 'once-per-turn',
      requires: [{ kind: 'your-hand-empty' }],
      effects: [{ kind: 'choose-cards', chooser: 'opponent', pool: { from: 'personnel-in-play', whose: 'opponent', filter: { universal: true } }, pick: 1, chosen: 'discard' }],
    },
  ],
});
