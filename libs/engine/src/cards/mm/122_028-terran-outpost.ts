// Terran Outpost (mm, 122_028): outpost — seeded as an outpost (seeding.ts; seed one), or built during play as the normal card play at a location where your Terran Empire ENGINEER is; also at the Terran Hideout while no headquarters stands there.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_028', {
  title: 'Terran Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  outpostSite: { anyOf: [{ usual: true }, { missionAt: 'Terran Hideout', noHeadquarters: true }] },
  play: { window: { kind: 'build', engineer: { icon: 'TE' } } },
  targets: { kind: 'location' },
});
