// 6th Rule Of Acquisition (roa, 117_028): event — played on your Ferengi with Greed or Treachery together with another Ferengi of yours
// present whose lore names it or is named in its lore (target `ferengi>kin`); that other Ferengi goes beneath your draw deck. Then you
// download up to two Equipment where the first is, or (picking none) one Ferengi ship at that location, or (picking none) draw up to three
// cards. The event is discarded.
//   1E rulebook › DOWNLOADING; GLOSSARY › Clarifications: Named In Lore (behaviour/ferengi-profits.ts, choices.ts).
import { defineCard } from '../../behaviour/define';
import { drawUpTo } from '../../behaviour/effect-builders';
import type { Effect } from '../../behaviour/vocabulary';

const drawUpToThree: Effect = drawUpTo(3);
const ship: Effect = {
  kind: 'choose-cards',
  chooser: 'you',
  pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Ship'], affiliations: ['Ferengi'] }, download: true },
  pick: 1,
  upTo: true,
  chosen: 'download-present-with-target',
  ifNone: [drawUpToThree],
};

export default defineCard('117_028', {
  title: '6th Rule Of Acquisition',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: {
    kind: 'your-personnel-and-lore-kin-present',
    filter: { affiliation: 'Ferengi', anyOf: [{ skill: 'Greed' }, { skill: 'Treachery' }] },
    kin: { affiliation: 'Ferengi' },
  },
  duration: 'instant',
  triggers: [
    {
      on: 'played',
      effects: [
        // The placement is the play's price: it is made even when no download or draw follows.
        { kind: 'kin-beneath-draw' },
        {
          kind: 'choose-cards',
          chooser: 'you',
          pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Equipment'] }, download: true },
          pick: 2,
          upTo: true,
          chosen: 'download-present-with-target',
          ifNone: [ship],
        },
      ],
    },
  ],
});
