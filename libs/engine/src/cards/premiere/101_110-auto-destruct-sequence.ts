// Auto-Destruct Sequence (premiere, 101_110): interrupt on your ship — at the end of your turn it is destroyed, and every other ship there with SHIELDS under 8 is damaged.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_110', {
  title: 'Auto-Destruct Sequence',
  scenario: 'behaviour/premiere-timed.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship', whose: 'yours' },
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'host-owner', from: 'this-turn', effects: [{ kind: 'damage-other-ships-here', shieldsBelow: 8 }, { kind: 'destroy-host' }] }],
});
