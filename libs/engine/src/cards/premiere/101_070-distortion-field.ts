// Distortion Field (premiere, 101_070): event atop a planet location — while face up, nobody beams to or from its surface.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_070', {
  title: 'Distortion Field',
  scenario: 'behaviour/premiere-beaming.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'planet-location' },
  duration: 'on-target-mission',
  restricts: [{ kind: 'no-beaming' }],
  manual: ['turning it face down or up once each turn (declare the flip as a manual effect)'],
});
