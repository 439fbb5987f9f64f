// Cetacean Institute (tmp, 126_131): time location in 1986 Earth, paired with Earth (1E rulebook › TIME TRAVEL › "Corresponding" Time Locations) — seeded or played there off the spaceline; Dr. Gillian Taylor and George and Gracie report to it; George and Gracie is downloaded to it as it seeds or plays.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_131', {
  title: 'Cetacean Institute',
  scenario: 'behaviour/time-location-natives-and-routes.spec.ts',
  timeLocation: { kind: 'planet', corresponds: ['Earth'], natives: [{ personnel: { titles: ['Dr. Gillian Taylor', 'George and Gracie'] } }] },
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'corresponding-location' },
  seedsOnTarget: true,
  triggers: [{ on: 'played', effects: [{ kind: 'place-time-location' }] }],
  // "Download George and Gracie here" as it seeds or plays (seed-downloads.ts: to this time location's planet).
  seedDownloads: { titles: ['George and Gracie'], alsoWhenPlayed: true },
});
