// Ferengi Trading Post (sdII, 113_002): Ferengi outpost — seeded as an outpost (seed one, seeding.ts), or built during play as the normal card play where you have a Ferengi ENGINEER; downloaded by Establish Trade Route. The D'Kora seeded with it and the reporting and mixing aboard are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('113_002', {
  title: 'Ferengi Trading Post',
  scenario: 'behaviour/facility-downloads.spec.ts',
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
  manual: ["seeding one universal D'Kora face up here with it", "each player's non-Borg cards reporting and mixing aboard regardless of affiliation"],
});
