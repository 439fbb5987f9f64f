// Duj Saq (tmp, 126_014): event — on your table: your B'rel-class ships may report landed on a planet whose mission shows one of their affiliation icons, and each may land or take off once each turn, using 1 RANGE.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_014', {
  title: 'Duj Saq',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'ships-may-land', ships: { shipClass: "B'rel Class" }, perTurn: true, range: 1 }],
  // Issue 15 (report): reporting on the planet is the normal card play (report-places.ts › onMatchingPlanets).
  tableReports: [{ who: { types: ['Ship'], shipClass: "B'rel" }, onMatchingPlanets: true, cost: 'normal' }],
});
