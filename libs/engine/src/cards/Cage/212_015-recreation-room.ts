// Recreation Room (Cage, 212_015): event — seeds or plays on your table; once each turn, when you play a unique [OS] card, you draw a card and then put a card of your hand (your pick, MakeChoice) beneath your draw deck.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; the pick waits for you (behaviour/choices.ts). The "may" is always taken (as other "may draw" texts).
export default defineCard('212_015', {
  title: 'Recreation Room',
  scenario: 'behaviour/choices.spec.ts',
  play: { window: { kind: 'normal-play' } },
  whenCardsPlayed: {
    filter: { unique: true, icons: ['OS'] },
    oncePerTurn: true,
    effects: [
      { kind: 'draw', who: 'you', count: 1 },
      { kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'you' }, pick: 1, chosen: 'deck-bottom' },
    ],
  },
});
