// 22nd-Century San Francisco (SaS, 141_052): time location in 2154 Earth, paired with Earth (1E rulebook › TIME TRAVEL › "Corresponding" Time Locations) — seeded or played there off the spaceline; [Sta] cards, [Non]/[Neu] [22] personnel, [Neu][22] ships and [22] equipment (not [MQ]) report to it.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_052', {
  title: '22nd-Century San Francisco',
  scenario: 'behaviour/time-locations.spec.ts',
  timeLocation: {
    kind: 'planet',
    corresponds: ['Earth'],
    natives: [
      {
        personnel: { notIcons: ['MQ'], anyOf: [{ affiliation: 'Starfleet' }, { affiliation: 'Non-Aligned', icons: ['22'] }, { affiliation: 'Neutral', icons: ['22'] }] },
        // [Sta] is the Starfleet affiliation's icon: the card list gives Starfleet cards the affiliation, not an icon code.
        ships: { affiliation: 'Starfleet', notIcons: ['MQ'] },
        equipment: { icons: ['22'], notIcons: ['MQ'] },
      },
      { ships: { affiliation: 'Neutral', icons: ['22'], notIcons: ['MQ'] } },
    ],
  },
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'corresponding-location' },
  seedsOnTarget: true,
  triggers: [{ on: 'played', effects: [{ kind: 'place-time-location' }] }],
  manual: [
    'the download of Seat of Starfleet here',
    'cards with [Sta] and [Preview] gain [22]',
    'non-[22] cards excluded from battle here',
  ],
});
