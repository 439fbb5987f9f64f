// Bio-Neural Gel Pack (voy, 123_033): equipment — aboard your Intrepid-class ship or the Delta Flyer it adds +1 to RANGE, WEAPONS and SHIELDS per copy, at most +3; it may report aboard your Intrepid-class ship (for free aboard U.S.S. Voyager).
import { defineCard } from '../../behaviour/define';

export default defineCard('123_033', {
  title: 'Bio-Neural Gel Pack',
  scenario: 'behaviour/incidents-d.spec.ts',
  play: { window: { kind: 'report' } },
  fleet: [{ scope: 'aboard', ships: { classOrTitle: ['Intrepid', 'Delta Flyer'] }, attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, cumulative: true, upTo: 3 }],
  // Issue 15 (incidents-d): SpecialReport aboard your Intrepid-class ship, for free aboard U.S.S. Voyager (behaviour/reporting.ts).
  reports: [
    { kind: 'self-aboard', shipTitles: ['U.S.S. Voyager'], cost: 'free' },
    { kind: 'self-aboard', shipTitles: [], shipClasses: ['Intrepid'] },
  ],
});
