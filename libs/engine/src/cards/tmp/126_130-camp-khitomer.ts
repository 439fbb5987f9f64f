// Camp Khitomer (tmp, 126_130): time location paired with Khitomer Research (1E rulebook › TIME TRAVEL › "Corresponding" Time Locations) — seeded or played there off the spaceline; its natives ([Films][AU] personnel, ships and equipment) report to it, one of them each turn for free.
import { defineCard } from '../../behaviour/define';

const natives = { personnel: { icons: ['Films', 'AU'] }, ships: { icons: ['Films', 'AU'] }, equipment: { icons: ['Films', 'AU'] } } as const;

export default defineCard('126_130', {
  title: 'Camp Khitomer',
  scenario: 'behaviour/time-locations.spec.ts',
  timeLocation: { kind: 'planet', corresponds: ['Khitomer Research'], natives: [{ ...natives, free: true, onceEachTurn: true }, natives] },
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'corresponding-location' },
  seedsOnTarget: true,
  triggers: [{ on: 'played', effects: [{ kind: 'place-time-location' }] }],
});
