// Ferengi Outpost (roa, 117_030): outpost — seeded as an outpost (seeding.ts), or built during play as the normal card play at a location where your Ferengi ENGINEER is.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_030', {
  title: 'Ferengi Outpost',
  scenario: 'behaviour/facilities.spec.ts',
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
});
