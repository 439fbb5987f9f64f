// Cargo Bay (roa, 117_127): a site of the Docking Ring level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_127', {
  title: 'Cargo Bay',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Docking Ring', nors: 'any', reports: [{ personnel: { anyOf: [{ skill: 'Smuggling' }, { skill: 'Acquisition' }, { affiliation: 'Non-Aligned', skill: 'Navigation' }] } }] },
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'nor' },
  duration: 'on-target-nor',
  seedsOnTarget: true,
  manual: [
    'downloading such personnel here in place of the normal card play (drawing no cards that turn)',
    'once each turn, a cargo run (a card draw or a Gold-Pressed Latinum download)',
  ],
});
