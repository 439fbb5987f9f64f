// Drag Net (qc, 105_023): event — on your table; at the end of each of your turns you may move one Q-Net in play (anyone's)
// one location along its spaceline, either way (an ability in the turn-ending window of your own turn: behaviour/turn-ending-windows.ts).
//   1E rulebook › END OF TURN; THE PLAY PHASE › Alternating Actions; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_023', {
  title: 'Drag Net',
  scenario: 'behaviour/turn-ending-windows.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'drag',
      limit: 'once-per-turn',
      window: { kind: 'response', to: 'turn-ending', by: 'you' },
      targets: { kind: 'titled-atop-to-neighbour', titles: ['Q-Net'] },
      effects: [{ kind: 'move-target-atop-one-location' }],
    },
  ],
});
