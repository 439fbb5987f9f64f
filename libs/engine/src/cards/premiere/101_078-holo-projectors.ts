// Holo-Projectors (premiere, 101_078): event on a planet mission — holograms on that planet may exist there, activated.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_078', {
  title: 'Holo-Projectors',
  scenario: 'behaviour/holograms.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'planet-location' },
  duration: 'on-target-mission',
  permits: [{ kind: 'holograms-exist' }],
});
