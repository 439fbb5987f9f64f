// Remote Supply Depot (dom, 115_032): Dominion outpost — built during play as the normal card play at a mission where you have a Dominion ENGINEER (the usual outpost place: a non-homeworld mission with its affiliation icon); downloaded by Subjugate Planet. Its reporting, Ketracel-White and no-repair text is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_032', {
  title: 'Remote Supply Depot',
  scenario: 'behaviour/facility-downloads.spec.ts',
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
  manual: ['your equipment reporting aboard for free regardless of quadrant', 'resetting the countdowns of Ketracel-White aboard', 'not repairing ships (an outpost otherwise does)'],
});
