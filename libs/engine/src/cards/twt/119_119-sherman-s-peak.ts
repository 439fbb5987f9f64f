// Sherman's Peak (twt, 119_119): time location in 2267, paired with Agricultural Assessment (current rulings › corresponding) — seeded or played there off the spaceline; [OS][AU] personnel, ships and equipment (not [MQ] cards) report to it.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_119', {
  title: "Sherman's Peak",
  scenario: 'behaviour/time-locations.spec.ts',
  timeLocation: { kind: 'planet', corresponds: ['Agricultural Assessment'], natives: [{ personnel: { icons: ['OS', 'AU'], notIcons: ['MQ'] }, ships: { icons: ['OS', 'AU'], notIcons: ['MQ'] }, equipment: { icons: ['OS', 'AU'], notIcons: ['MQ'] } }] },
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'corresponding-location' },
  seedsOnTarget: true,
  triggers: [{ on: 'played', effects: [{ kind: 'place-time-location' }] }],
  manual: [
    'the download of Deep Space Station K-7 here, and any player\'s download of Organian Peace Treaty',
    'a Tribble Bomb here nullified by being examined also nullifies Hero of the Empire',
  ],
});
