// Terran Outpost (mm, 122_028): outpost — seeded as an outpost (seeding.ts; seed one), or built during play as the normal card play at a location where your Terran Empire ENGINEER is.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_028', {
  title: 'Terran Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  play: { window: { kind: 'build', engineer: { icon: 'TE' } } },
  targets: { kind: 'location' },
  manual: ['may be seeded or built at the Terran Hideout while no headquarters is there'],
});
