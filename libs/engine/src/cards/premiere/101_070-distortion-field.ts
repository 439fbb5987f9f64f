// Distortion Field (premiere, 101_070): event atop a planet location — while face up, nobody beams to or from its surface; once each turn its owner may turn it over.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_070', {
  title: 'Distortion Field',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'planet-location' },
  duration: 'on-target-mission',
  restricts: [{ kind: 'no-beaming' }],
  // Turned over once each turn by its owner: `UseCard { option: 'face down' | 'face up' }` (select-incidents.ts; read by beaming-events.ts); it enters play face up (a selection is forgotten when its card leaves play).
  select: { options: ['face down', 'face up'] },
});
