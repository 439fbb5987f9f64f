// System 5 Disruptors (ds9, 112_072): event — lies on your freighter, transport or merchant ship: WEAPONS +4 and SHIELDS -1, and while it lies there the ship no longer counts as a ship of that class.
import { defineCard } from '../../behaviour/define';

/** The card list's freighter, transport and merchant ship classes. */
const CARRIERS = [
  'Freighter',
  'Freighter Class',
  'Military Freighter',
  'Merchant Freighter',
  'Supply Freighter',
  'Talaxian Freighter',
  'Kressari Freighter',
  'Talarian Freighter',
  'Merchant Class',
  'Dosi Merchant Class',
  "D'Kora-Class Transport",
  "Modified D'Kora-Class Transport",
  'Maraar-Class Transport',
];

export default defineCard('112_072', {
  title: 'System 5 Disruptors',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-of-classes', classes: CARRIERS },
  duration: 'on-target-card',
  shipModifiers: [
    { kind: 'ship-attribute', attributes: ['WEAPONS'], delta: 4 },
    { kind: 'ship-attribute', attributes: ['SHIELDS'], delta: -1 },
  ],
  // Issue 15 (events of later sets): "no longer qualifies as a freighter, transport or merchant vessel" (ship-class-loss.ts).
  hostLosesShipClass: true,
});
