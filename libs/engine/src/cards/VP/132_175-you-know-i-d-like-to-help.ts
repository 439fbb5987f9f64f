// You Know I'd Like to Help (VP, 132_175): event — seeds or plays on your facility and lies on it. While one of your facility
// commanders of that facility is aboard (a Nor: at any of its sites), a ship of yours whose matching commander that personnel is
// reports there for free, once per game per facility commander (behaviour/facility-commanders.ts; free-reports.ts › placeFreeReport).
//   1E rulebook › Glossary › matching commander ("facility commanders"); PLAYING "FOR FREE"; REPORTING FOR DUTY;
//   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_175', {
  title: "You Know I'd Like to Help",
  scenario: 'behaviour/facility-commanders.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-facility' },
  duration: 'on-target-card',
  seedsOnTarget: true,
  permits: [{ kind: 'free-report-here', filter: { type: 'Ship' }, commanderShip: true }],
});
