// Dominion Outpost (HF6, 178_033): outpost — seeded as an outpost (seeding.ts), or built during play as the normal card play at a location where your Dominion ENGINEER is.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_033', {
  title: 'Dominion Outpost',
  scenario: 'behaviour/facilities.spec.ts',
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
});
