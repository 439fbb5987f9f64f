// Subspace Warp Rift (premiere, 101_094): event atop a spaceline location — a ship flying over it without stopping is damaged.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_094', {
  title: 'Subspace Warp Rift',
  scenario: 'behaviour/premiere-spaceline.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'any-location' },
  duration: 'on-target-mission',
  restricts: [{ kind: 'damage-passing-ships' }],
});
