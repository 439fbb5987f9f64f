// Cargo Bay (roa, 117_127): a site of the Docking Ring level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('117_127', siteCard({
  title: 'Cargo Bay',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Docking Ring', nors: 'any', reports: [{ personnel: { anyOf: [{ skill: 'Smuggling' }, { skill: 'Acquisition' }, { affiliation: 'Non-Aligned', skill: 'Navigation' }] } }] },
  manual: [
    'downloading such personnel here in place of the normal card play (drawing no cards that turn)',
    'once each turn, a cargo run (a card draw or a Gold-Pressed Latinum download)',
  ],
}));
