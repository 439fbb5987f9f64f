// Warp Core Breach (premiere, 101_102): event on a ship — at the end of its owner's next turn the ship explodes unless an ENGINEER is aboard; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_102', {
  title: 'Warp Core Breach',
  scenario: 'behaviour/premiere-timed.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'any' },
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'host-owner', from: 'next-turn', effects: [{ kind: 'destroy-host', unless: 'ENGINEER' }, { kind: 'discard-self' }] }],
});
