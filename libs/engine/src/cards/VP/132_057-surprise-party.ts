// Surprise Party (VP, 132_057): event — on your table: your opponent draws two cards as it is played, and you draw one more card at the end of each of your turns.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_057', {
  title: 'Surprise Party',
  scenario: 'behaviour/events-choices.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    { on: 'played', effects: [{ kind: 'draw', who: 'opponent', count: 2 }] },
    { on: 'end-of-turn', effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  ],
  manual: ['the opponent may draw fewer than two, and you may decline the extra draw'],
});
