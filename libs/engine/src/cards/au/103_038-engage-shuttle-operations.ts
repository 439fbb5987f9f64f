// Engage Shuttle Operations (au, 103_038): event — on your table: your shuttlecraft may land and take off, each time using their full RANGE, and be loaded aboard, carried and launched by your ships with a Tractor Beam and an ENGINEER aboard (docking at the carrier; behaviour/carried-ships.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_038', {
  title: 'Engage Shuttle Operations',
  scenario: 'behaviour/carried-ships.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    { kind: 'ships-may-land', ships: { shipClassIncludes: 'Shuttlecraft' }, perTurn: false, range: 'full' },
    { kind: 'ships-may-be-carried', ships: { shipClassIncludes: 'Shuttlecraft' }, carrierEquipment: 'Tractor Beam', carrierSkill: 'ENGINEER' },
  ],
});
