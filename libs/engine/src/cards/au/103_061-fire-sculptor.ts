// Fire Sculptor (au, 103_061): interrupt — a Plasma Fire or Warp Core Breach lying on a ship moves onto the nearest ship of your opponent; or one card of either discard pile is placed out of play; or a Frigid in play is nullified.
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
    {
      // Issue 15 (helper tail5): Frigid (qc, 105_095) "may be nullified by Fire Sculptor": played as an interrupt on it in play.
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'card-in-play', filter: { titles: ['Frigid'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
});
