// Cardassian Outpost (ds9, 112_080): outpost — seeded as an outpost (seeding.ts), or built during play as the normal card play at a location where your Cardassian ENGINEER is.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_080', {
  title: 'Cardassian Outpost',
  scenario: 'behaviour/facilities.spec.ts',
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
});
