// Drag Net (qc, 105_023): event — on your table: at the end of each of your turns you may move one Q-Net in play (anyone's) to the next location either way.
//   1E rulebook › END OF TURN (behaviour/turn-ending-windows.ts: the `turn-ending` window, your own turn's; behaviour/drag-nets.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('105_023', {
  title: 'Drag Net',
  scenario: 'behaviour/drag-nets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'drag',
      window: { kind: 'response', to: 'turn-ending' },
      limit: 'once-per-turn',
      targets: { kind: 'titled-card-atop-to-adjacent', titles: ['Q-Net'] },
      effects: [{ kind: 'move-target-card-atop' }],
    },
  ],
});
