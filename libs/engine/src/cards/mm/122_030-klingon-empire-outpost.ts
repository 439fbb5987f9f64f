// Klingon Empire Outpost (mm, 122_030): outpost — seeded as an outpost (seeding.ts; seed one), or built during play as the normal card play at a location where your Klingon/Cardassian Alliance ENGINEER is.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_030', {
  title: 'Klingon Empire Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  play: { window: { kind: 'build', engineer: { icon: 'KCA' } } },
  targets: { kind: 'location' },
});
