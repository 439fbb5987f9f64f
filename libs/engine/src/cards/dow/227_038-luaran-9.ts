// Luaran 9 (dow, 227_038): personnel — his owner's Dominion ships at his location without the Gamma Quadrant icon have WEAPONS +1 each.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_038', {
  title: 'Luaran 9',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'crew-ship-attribute', attributes: ['WEAPONS'], delta: 1, ship: { yours: true, affiliation: 'Dominion', notIcons: ['GQ'] }, to: {}, where: 'ships-here' }],
});
