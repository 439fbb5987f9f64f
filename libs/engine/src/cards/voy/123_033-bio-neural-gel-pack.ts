// Bio-Neural Gel Pack (voy, 123_033): equipment — aboard your Intrepid-class ship or the Delta Flyer it adds +1 to RANGE, WEAPONS and SHIELDS per copy, at most +3; it may report aboard an Intrepid-class ship.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_033', {
  title: 'Bio-Neural Gel Pack',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  fleet: [{ scope: 'aboard', ships: { classOrTitle: ['Intrepid', 'Delta Flyer'] }, attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, cumulative: true, upTo: 3 }],
  manual: ['reporting aboard your Intrepid-class ship (free on U.S.S. Voyager)'],
});
