// Engage Shuttle Operations: Dominion (bog, 116_023): event — seeds or plays on your table: your shuttlecraft and Jem'Hadar attack ships may be loaded aboard and launched from your Dominion warships and battleships with a Tractor Beam (docking at the carrier; behaviour/carried-ships.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('116_023', {
  title: 'Engage Shuttle Operations: Dominion',
  scenario: 'behaviour/carried-ships.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    {
      kind: 'ships-may-be-carried',
      ships: { anyOf: [{ shipClassIncludes: 'Shuttlecraft' }, { characteristic: "Jem'Hadar Attack Ship" }] },
      carriers: { affiliations: ['Dominion'], anyOf: [{ characteristic: 'Warship' }, { characteristic: 'Battleship' }] },
      carrierEquipment: 'Tractor Beam',
    },
  ],
});
