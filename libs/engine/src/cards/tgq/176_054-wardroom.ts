// Wardroom (tgq, 176_054): a site of the Habitat Ring level on Deep Space 9 — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('176_054', siteCard({
  title: 'Wardroom',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Habitat Ring', nors: ['Deep Space 9'], reports: [{ personnel: { icons: ['GQ'], affiliation: 'Non-Aligned' }, anyQuadrant: true }], missionReports: { personnel: { classification: 'V.I.P.' }, matching: true } },
  manual: [
    'downloading such personnel here in place of the normal card play (drawing no cards that turn)',
    'once each turn, one such personnel reporting for free with 2 V.I.P.s (or personnel of two affiliations) here',
  ],
}));
