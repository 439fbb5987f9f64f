// Romulan Outpost (premiere, 101_106): outpost — seeded as an outpost (seeding.ts), or built during play as the normal card play at a location where your Romulan ENGINEER is.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_106', {
  title: 'Romulan Outpost',
  scenario: 'behaviour/facilities.spec.ts',
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
});
