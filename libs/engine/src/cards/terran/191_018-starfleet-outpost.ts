// Starfleet Outpost (terran, 191_018): outpost — seeded as an outpost (seeding.ts; seed one), or built during play as the normal card play at a location where your Starfleet ENGINEER is; its special download (downloads.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('191_018', {
  title: 'Starfleet Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
});
