// Polarized Hull Plating (brokenbow, 192_022): event — on your table; when a damage marker is about to be placed on one of your 22nd-century ([22]) ships, it is discarded and that marker is not placed.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_022', {
  title: 'Polarized Hull Plating',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Issue 15 (events of later sets): the "may" is used whenever it can be (damage-prevention.ts).
  preventsShipDamage: { ships: { icons: ['22'] } },
});
