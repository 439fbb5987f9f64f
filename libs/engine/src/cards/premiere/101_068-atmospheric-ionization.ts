// Atmospheric Ionization (premiere, 101_068): event atop a planet location — at most three personnel a turn beam to or from its surface.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_068', {
  title: 'Atmospheric Ionization',
  scenario: 'behaviour/premiere-beaming.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'planet-location' },
  duration: 'on-target-mission',
  restricts: [{ kind: 'beam-limit', max: 3 }],
});
