// Dominion Command (dow, 227_012): incident — seeds on Cardassia Prime (atop it) only if you seeded no Gamma Quadrant mission, downloading Central Command there as it seeds (a "may" always taken). Your Vorta, Founders and Thots native to the Alpha Quadrant may use your Central Command's once-each-turn free report as if they were Cardassian Guls (normal reporting still checks that they are compatible); once per game, in place of a card draw, you may download a universal Dominion ship native to the Alpha Quadrant here (into space at Cardassia Prime).
//   1E rulebook › THE CARDS › INCIDENTS; REPORTING FOR DUTY › NATIVE QUADRANT; PLAYING "FOR FREE"; DOWNLOADING;
//   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS (behaviour/free-reports.ts › placeFreeReport, downloads.ts › placesHere).
import { defineCard } from '../../behaviour/define';

export default defineCard('227_012', {
  title: 'Dominion Command',
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'mission-at-place', places: ['Cardassia Prime'] },
  seedDownloads: { titles: ['Central Command'] },
  seedRequires: [{ kind: 'no-missions-seeded-in', quadrant: 'Gamma' }],
  permits: [
    {
      kind: 'free-report-here-as',
      place: 'Central Command',
      who: { type: 'Personnel', nativeQuadrant: 'Alpha', anyOf: [{ characteristic: 'Vorta' }, { characteristic: 'Founder' }, { characteristic: 'Thot' }] },
    },
  ],
  abilities: [
    {
      id: 'download-ship',
      limit: 'once-per-game',
      costs: ['card-draw'],
      targets: { kind: 'card-to-download', filter: { types: ['Ship'], universal: true, affiliations: ['Dominion'], nativeQuadrant: 'Alpha' }, here: true },
      effects: [{ kind: 'download-target', here: true }],
    },
  ],
});
