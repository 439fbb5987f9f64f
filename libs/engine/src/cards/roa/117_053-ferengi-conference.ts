// Ferengi Conference (roa, 117_053): objective, two ways.
// - Seeded or played on Quark's Bar, it lies there. While your Nagus is at that site, its owner may (once, naming the Nagus) download a
//   75th Rule of Acquisition onto each other Ferengi of theirs there with Acquisition (where that Rule may play); then it is discarded.
// - Played on your Nagus at Quark's Bar or aboard a Ferengi facility: one Hupyrian, or any number of Ferengi CIVILIANs with at most 11 skill
//   dots together, are downloaded to that Nagus (the target names each card and the Nagus: `c1>nagus+c2>nagus`); then it is discarded.
//   1E rulebook › DOWNLOADING; USING SKILLS (skill dots) (behaviour/ferengi-profits.ts, dots-group-downloads.ts › your-personnel-at).
import { defineCard } from '../../behaviour/define';

const nagus = { affiliation: 'Ferengi', characteristic: 'Nagus' } as const;

export default defineCard('117_053', {
  title: 'Ferengi Conference',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'site', titles: ["Quark's Bar"] },
  duration: 'on-target-card',
  seedsOnTarget: true,
  abilities: [
    {
      id: 'conference',
      targets: { kind: 'your-personnel-where-lies', filter: nagus },
      effects: [{ kind: 'download-titled-onto-each-present', title: '75th Rule of Acquisition', filter: { affiliation: 'Ferengi', skill: 'Acquisition' } }, { kind: 'discard-self' }],
    },
  ],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: {
        kind: 'personnel-dots-group-to-download',
        filter: { anyOf: [{ species: 'Hupyrian' }, { species: 'Ferengi', classification: 'CIVILIAN' }] },
        maxDots: 11,
        alone: { species: 'Hupyrian' },
        onePlace: true,
        to: { kind: 'your-personnel-at', filter: nagus, sites: ["Quark's Bar"], facilityAffiliations: ['Ferengi'] },
      },
      duration: 'instant',
      triggers: [{ on: 'played', effects: [{ kind: 'download-dots-group' }] }],
    },
  ],
});
