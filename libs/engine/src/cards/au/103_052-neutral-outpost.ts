// Neutral Outpost (au, 103_052): outpost — seeded as an outpost (seeding.ts), or built during play as the normal card play at a location where any ENGINEER of yours is (its no-repair clause needs nothing: the engine repairs no ships).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_052', {
  title: 'Neutral Outpost',
  scenario: 'behaviour/facilities.spec.ts',
  play: { window: { kind: 'build', engineer: 'any' } },
  targets: { kind: 'location' },
});
