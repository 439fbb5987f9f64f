// Q-Net (premiere, 101_088): event between two neighbouring spaceline locations (atop the first, toward the far end) — no ship crosses there unless two Diplomacy aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_088', {
  title: 'Q-Net',
  scenario: 'behaviour/premiere-spaceline.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'any-location' },
  duration: 'on-target-mission',
  restricts: [{ kind: 'no-passing-to-next', unless: 'Diplomacy x2' }],
});
