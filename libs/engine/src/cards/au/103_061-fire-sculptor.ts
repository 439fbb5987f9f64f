// Fire Sculptor (au, 103_061): interrupt — a Plasma Fire or Warp Core Breach lying on a ship moves onto the nearest ship of your opponent; or one card of either discard pile is placed out of play.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_061', {
  title: 'Fire Sculptor',
  scenario: 'behaviour/card-moves.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Plasma Fire', 'Warp Core Breach'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'move-onto-nearest-opposing-ship' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'card-in-any-discard' },
      triggers: [{ on: 'played', effects: [{ kind: 'target-out-of-play' }] }],
    },
  ],
});
