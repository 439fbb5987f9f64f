// Klaestron Outpost (ds9, 112_084): outpost — seeded as an outpost (seeding.ts; seed one), or built during play as the normal card play at a location where your Klaestron ENGINEER is.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_084', {
  title: 'Klaestron Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  play: { window: { kind: 'build', engineer: { characteristic: 'Klaestron' } } },
  targets: { kind: 'location' },
});
