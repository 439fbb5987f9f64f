// They Call Themselves the Maquis (Maquis, 172_016): incident — seeded or played on the table, it downloads The Art of Diplomacy (a "may": taken at seeding; declinable when played); your [Maq] cards mix with each other whatever their affiliations and, once one of them was attacked, a force of nothing but them has no affiliation attack restrictions; your [Maq] ships are immune to Navigate Plasma Storms. The reports to Liberty or a Badlands / Demilitarized Zone mission are manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › COMPATIBLE; THE CARDS › INCIDENTS. The mix pair `*#Maq` (card-facts.ts › compatible), as Children of Light's [Holo].
export default defineCard('172_016', {
  title: 'They Call Themselves the Maquis',
  scenario: 'behaviour/scoped-mixing.spec.ts',
  play: { window: { kind: 'normal-play' } },
  seedDownloads: { titles: ['The Art of Diplomacy'], alsoWhenPlayed: true },
  permits: [
    { kind: 'mix', affiliations: ['*', '*'], icons: ['Maq', 'Maq'] },
    // Issue 15 (helper battle): once any [Maq] card of yours was attacked, a force of nothing but [Maq] cards (behaviour/attacked-permits.ts; spec behaviour/attacked-permits.spec.ts).
    { kind: 'attacked-lifts-attack-restrictions', attacked: { icons: ['Maq'] }, who: { icons: ['Maq'] } },
  ],
  // Issue 15 (helper tail4): table-immunity.ts (spec behaviour/probes.spec.ts).
  tableImmunity: [{ titles: ['Navigate Plasma Storms'], who: { types: ['Ship'], icons: ['Maq'] } }],
  manual: [
    'your equipment, [Maq] personnel and [Maq] ships reporting to your Liberty or a Badlands or Demilitarized Zone Region [P] mission; once each turn one such unique personnel for free',
  ],
});
