// Cetacean Institute (tmp, 126_131): time location in 1986 Earth, paired with Earth (1E rulebook › TIME TRAVEL › "Corresponding" Time Locations) — seeded or played there off the spaceline; Dr. Gillian Taylor and George and Gracie report to it.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_131', {
  title: 'Cetacean Institute',
  scenario: 'behaviour/time-locations.spec.ts',
  timeLocation: { kind: 'planet', corresponds: ['Earth'], natives: [{ personnel: { titles: ['Dr. Gillian Taylor', 'George and Gracie'] } }] },
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'corresponding-location' },
  seedsOnTarget: true,
  triggers: [{ on: 'played', effects: [{ kind: 'place-time-location' }] }],
  manual: ['the download of George and Gracie here as it seeds or plays'],
});
