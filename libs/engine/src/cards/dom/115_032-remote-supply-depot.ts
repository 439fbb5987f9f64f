// Remote Supply Depot (dom, 115_032): Dominion outpost — the Ketracel-White aboard it goes back to a full countdown and does not count down; the rest of its text is carried out by manual effects.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_032', {
  title: 'Remote Supply Depot',
  scenario: 'behaviour/equipment-countdowns.spec.ts',
  // 1E rulebook › END OF TURN › COUNTDOWNS (behaviour/equipment-countdowns.ts).
  countdownRule: { kind: 'holds-countdowns', titles: ['Ketracel-White'], where: 'aboard', reset: true },
  manual: ['built where you have a Dominion ENGINEER', 'your equipment reporting aboard for free, from any quadrant', 'not repairing ships'],
});
