// Spacedock (premiere, 101_092): event on an outpost — your damaged ships, and Non-Aligned ships, that stop at its location are repaired at once.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_092', {
  title: 'Spacedock',
  scenario: 'behaviour/premiere-spaceline.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'outpost' },
  duration: 'on-target-card',
  triggers: [{ on: 'ship-stops-here', effects: [{ kind: 'repair-target-ship', alsoNonAligned: true }] }],
});
