// Imperial Outpost (terran, 191_016): outpost — seeded as an outpost (seeding.ts; seed one), or built during play as the normal card play at a location where your Starfleet Terran Empire ENGINEER is; its special download (downloads.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('191_016', {
  title: 'Imperial Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  play: { window: { kind: 'build', engineer: { affiliation: 'Starfleet', icon: 'TE' } } },
  targets: { kind: 'location' },
});
