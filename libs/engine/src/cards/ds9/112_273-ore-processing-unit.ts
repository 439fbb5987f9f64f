// Ore Processing Unit (ds9, 112_273): a site of the Docking Ring level on any Nor — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows; sealed by Automated Security System on Ops (site-cards.ts); no ore processed on it under Federation or Bajoran control (`idleUnder`).
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_273', siteCard({
  title: 'Ore Processing Unit',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Docking Ring', nors: 'any', reports: [{ personnel: { classification: 'ENGINEER' }, equipmentCharacteristics: ['ENGINEER-related equipment'] }], idleUnder: ['Federation', 'Bajoran'] },
}));
