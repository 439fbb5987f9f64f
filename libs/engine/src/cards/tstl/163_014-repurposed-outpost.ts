// Repurposed Outpost (tstl, 163_014): outpost — seeded as an outpost (seeding.ts), or built during play as the normal card play at a location where your Non-Aligned ENGINEER is; aligned cards may not report for duty there (play.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('163_014', {
  title: 'Repurposed Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
  permits: [{ kind: 'no-aligned-reporting' }],
});
