// Vulcan Outpost (PreWarp, 194_076): outpost — seeded as an outpost (seeding.ts; seed one), or built during play as the normal card play at a location where your Vulcan ENGINEER is.
import { defineCard } from '../../behaviour/define';

export default defineCard('194_076', {
  title: 'Vulcan Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
});
