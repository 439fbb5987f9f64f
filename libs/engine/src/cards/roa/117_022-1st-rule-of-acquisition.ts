// 1st Rule of Acquisition (roa, 117_022): event — lies on your freighter, transport, or Ferengi ship or facility (seeded or played there). While in play,
// the Gold-Pressed Latinum its owner downloads may come from their discard pile (no other card: downloads.ts › checkDownloadable). Once per game its
// owner may download to hand a Gold-Pressed Latinum and/or a Ferengi V.I.P. (one search each, in that order; picking none of one still offers the other).
//   1E rulebook › DOWNLOADING (search, reshuffle; Clarifications: Downloading — "to hand", the opponent sees the card);
//   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS. "Freighter" / "transport": the word in its ship class or characteristics.
import { defineCard } from '../../behaviour/define';
import type { Effect } from '../../behaviour/vocabulary';

const LATINUM = 'Gold-Pressed Latinum';
const vip: Effect = {
  kind: 'choose-cards',
  chooser: 'you',
  pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Personnel'], species: 'Ferengi', classification: 'V.I.P.' }, download: true },
  pick: 1,
  upTo: true,
  chosen: 'to-hand',
};

export default defineCard('117_022', {
  title: '1st Rule of Acquisition',
  scenario: 'behaviour/first-rule.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: {
    kind: 'your-card-in-play',
    filter: {
      anyOf: [
        { types: ['Ship'], shipClassIncludes: 'freighter' },
        { types: ['Ship'], shipClassIncludes: 'transport' },
        { types: ['Ship'], characteristic: 'Freighter' },
        { types: ['Ship'], characteristic: 'Transport' },
        { types: ['Ship', 'Facility'], affiliations: ['Ferengi'] },
      ],
    },
  },
  duration: 'on-target-card',
  seedsOnTarget: true,
  downloadsFromDiscard: { titles: [LATINUM] },
  abilities: [
    {
      id: 'download-to-hand',
      limit: 'once-per-game',
      effects: [
        {
          kind: 'choose-cards',
          chooser: 'you',
          pool: { from: 'draw-deck', whose: 'you', filter: { titles: [LATINUM] }, download: true },
          pick: 1,
          upTo: true,
          chosen: 'to-hand',
          then: [vip],
          ifNone: [vip],
        },
      ],
    },
  ],
});
