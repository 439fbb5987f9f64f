// Establish Landing Protocols (ds9, 112_067): event — seeds or plays on your table: each of your ships without staffing requirements may land or take off once each turn, using 1 RANGE.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_067', {
  title: 'Establish Landing Protocols',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'ships-may-land', ships: { noStaffing: true }, perTurn: true, range: 1 }],
});
