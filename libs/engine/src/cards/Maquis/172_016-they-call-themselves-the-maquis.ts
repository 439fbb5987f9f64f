// They Call Themselves the Maquis (Maquis, 172_016): incident — seeded or played on the table, it downloads The Art of Diplomacy (a "may": taken at seeding; declinable when played); your [Maq] cards mix with each other whatever their affiliations and, once one of them was attacked, a force of nothing but them has no affiliation attack restrictions; your [Maq] ships are immune to Navigate Plasma Storms. Your equipment, [Maq] personnel and [Maq] ships may report to your Liberty (aboard it; a ship to space where it is) or to a planet mission of the Badlands or Demilitarized Zone Region (onto the planet; a ship to space there), with the normal card play; once each turn one unique [Maq] personnel does so for free.
import { defineCard } from '../../behaviour/define';

const REGIONS = ['Badlands Region', 'Demilitarized Zone Region'];

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
  // Issue 15 (helper tail4): table-reports.ts with `toRegionPlanets` / `toShipsLocation` (report-places.ts); SpecialReport
  // (1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE"). The free one ("one such unique personnel") is
  // the first entry, once each turn over every place; the others use the normal card play. Spec behaviour/table-mission-reports.spec.ts.
  tableReports: [
    { who: { icons: ['Maq'], universal: false }, aboardShips: ['Liberty'], toRegionPlanets: REGIONS },
    { who: { icons: ['Maq'] }, aboardShips: ['Liberty'], toRegionPlanets: REGIONS, cost: 'normal' },
    { who: { types: ['Equipment'] }, aboardShips: ['Liberty'], toRegionPlanets: REGIONS, cost: 'normal' },
    { who: { types: ['Ship'], icons: ['Maq'] }, toShipsLocation: ['Liberty'], toRegionPlanets: REGIONS, cost: 'normal' },
  ],
});
