// Remote Supply Depot (dom, 115_032): Dominion outpost — built during play as the normal card play at a mission where you have a Dominion ENGINEER (the usual outpost place: a non-homeworld mission with its affiliation icon); downloaded by Subjugate Planet; the Ketracel-White aboard it goes back to a full countdown and does not count down. Its reporting and no-repair text is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_032', {
  title: 'Remote Supply Depot',
  scenario: 'behaviour/facility-downloads.spec.ts',
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
  // 1E rulebook › END OF TURN › COUNTDOWNS (behaviour/equipment-countdowns.ts; spec equipment-countdowns.spec.ts).
  countdownRule: { kind: 'holds-countdowns', titles: ['Ketracel-White'], where: 'aboard', reset: true },
  manual: ['your equipment reporting aboard for free regardless of quadrant', 'not repairing ships (an outpost otherwise does)'],
});
