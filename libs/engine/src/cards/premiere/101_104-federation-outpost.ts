// Federation Outpost (premiere, 101_104): outpost — seeded as an outpost (seeding.ts), or built during play as the normal card play at a location where your Federation ENGINEER is.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_104', {
  title: 'Federation Outpost',
  scenario: 'behaviour/facilities.spec.ts',
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
});
