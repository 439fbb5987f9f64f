// Surprise Party (VP, 132_057): event — on your table: as it is played your opponent draws none, one or two cards (their choice, from the top: choose-cards over `draw-prefixes`), and you may draw one more card at the end of each of your turns (EndTurn.decline: not drawn).
import { defineCard } from '../../behaviour/define';
import { drawUpTo } from '../../behaviour/effect-builders';

export default defineCard('132_057', {
  title: 'Surprise Party',
  scenario: 'behaviour/choices-draw-up-to.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    // 1E rulebook › THE CARDS; GLOSSARY "May": the opponent picks how many (behaviour/choices.ts).
    { on: 'played', effects: [drawUpTo(2, 'opponent')] },
    { on: 'end-of-turn', effects: [{ kind: 'may', effects: [{ kind: 'draw', who: 'you', count: 1 }] }] },
  ],
});
