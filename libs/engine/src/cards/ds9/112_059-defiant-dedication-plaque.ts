// Defiant Dedication Plaque (ds9, 112_059): event — on your table, your ships with their matching commander aboard get +2 RANGE, or +3 for a Defiant-class ship (one copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_059', {
  title: 'Defiant Dedication Plaque',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  shipModifiers: [
    { kind: 'fleet-ship-attribute', attributes: ['RANGE'], delta: 2, filter: { matchingCommanderAboard: true, notShipClass: 'Defiant Class' } },
    { kind: 'fleet-ship-attribute', attributes: ['RANGE'], delta: 3, filter: { matchingCommanderAboard: true, shipClass: 'Defiant Class' } },
  ],
});
