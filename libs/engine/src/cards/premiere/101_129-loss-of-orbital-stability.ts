// Loss of Orbital Stability (premiere, 101_129): interrupt on a ship orbiting a planet — no more RANGE this turn; at the end of its owner's next turn it is destroyed unless its SHIELDS exceed 4; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_129', {
  title: 'Loss of Orbital Stability',
  scenario: 'behaviour/premiere-timed.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship-orbiting-planet' },
  duration: 'on-target-card',
  triggers: [
    { on: 'played', effects: [{ kind: 'no-range-this-turn' }] },
    { on: 'turn-ends', whose: 'host-owner', from: 'next-turn', effects: [{ kind: 'destroy-host', unlessShieldsOver: 4 }, { kind: 'discard-self' }] },
  ],
});
