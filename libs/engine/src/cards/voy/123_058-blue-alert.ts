// Blue Alert (voy, 123_058): incident — on your table: each of your Intrepid-class ships and each of your ships without staffing icons may land or take off once each turn, using 2 RANGE; your shuttlecraft may be carried aboard and launched from your ships with a Tractor Beam (behaviour/carried-ships.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('123_058', {
  title: 'Blue Alert',
  scenario: 'behaviour/carried-ships.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    { kind: 'ships-may-land', ships: { shipClass: 'Intrepid Class' }, perTurn: true, range: 2 },
    { kind: 'ships-may-land', ships: { noStaffing: true }, perTurn: true, range: 2 },
    { kind: 'ships-may-be-carried', ships: { shipClassIncludes: 'Shuttlecraft' }, carrierEquipment: 'Tractor Beam' },
  ],
});
