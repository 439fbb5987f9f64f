// Chief Engineer Scott (mm, 122_066): personnel — aboard a ship with the Mirror Quadrant and Original Series icons, that ship's RANGE, WEAPONS and SHIELDS are +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_066', {
  title: 'Chief Engineer Scott',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [{ kind: 'crew-ship-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 2, ship: { icons: ['MU', 'OS'] }, to: {}, where: 'aboard-ship' }],
});
