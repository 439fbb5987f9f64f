// Tetryon Field (premiere, 101_097): event atop a spaceline location — ships must stop there and go on only next turn, unless Navigation aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_097', {
  title: 'Tetryon Field',
  scenario: 'behaviour/premiere-spaceline.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'any-location' },
  duration: 'on-target-mission',
  restricts: [{ kind: 'must-stop-here', unless: 'Navigation' }],
});
