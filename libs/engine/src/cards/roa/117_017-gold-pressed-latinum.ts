// Gold-Pressed Latinum (roa, 117_017): equipment — reports as equipment does; once each turn, lying at a Trading Post facility, on a homeworld's surface or at Quark's Bar, its owner may discard two Gold-Pressed Latinum present (only one while their Acquisition personnel is present; this card may be one of them) to download an equipment card other than Gold-Pressed Latinum to that same place.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_017', {
  title: 'Gold-Pressed Latinum',
  scenario: 'behaviour/latinum.spec.ts',
  play: { window: { kind: 'report' } },
  // 1E rulebook › THE PLAY PHASE; PRESENT; DOWNLOADING (behaviour/latinum.ts: the cost, the place, the download there).
  abilities: [
    {
      id: 'exchange',
      limit: 'once-per-turn',
      requires: [{ kind: 'lies-at', facilityCharacteristics: ['Trading Post'], homeworld: true, sites: ["Quark's Bar"] }],
      costs: [{ kind: 'discard-present', titles: ['Gold-Pressed Latinum'], count: 2, fewerWith: { skill: 'Acquisition', count: 1 } }],
      effects: [
        {
          kind: 'choose-cards',
          chooser: 'you',
          pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Equipment'], notTitles: ['Gold-Pressed Latinum'] }, download: true },
          pick: 1,
          upTo: true,
          chosen: 'download-to-target-zone',
        },
      ],
    },
  ],
});
