// Primary Supply Depot (dom, 115_031): Dominion outpost — the Ketracel-White aboard it goes back to a full countdown and does not count down; the rest of its text is carried out by manual effects.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_031', {
  title: 'Primary Supply Depot',
  scenario: 'behaviour/equipment-countdowns.spec.ts',
  // 1E rulebook › END OF TURN › COUNTDOWNS (behaviour/equipment-countdowns.ts).
  countdownRule: { kind: 'holds-countdowns', titles: ['Ketracel-White'], where: 'aboard', reset: true },
  manual: ['seeding only at a non-homeworld Gamma Quadrant mission', 'your non-weapon equipment seeding aboard (limit three)', 'not repairing ships'],
});
