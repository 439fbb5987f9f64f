// Surprise Party (VP, 132_057): event — on your table: your opponent draws two cards as it is played, and you may draw one more card at the end of each of your turns (EndTurn.decline: not drawn).
import { defineCard } from '../../behaviour/define';

export default defineCard('132_057', {
  title: 'Surprise Party',
  scenario: 'behaviour/modes.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    { on: 'played', effects: [{ kind: 'draw', who: 'opponent', count: 2 }] },
    { on: 'end-of-turn', effects: [{ kind: 'may', effects: [{ kind: 'draw', who: 'you', count: 1 }] }] },
  ],
  manual: ['the opponent may draw fewer than two'],
});
