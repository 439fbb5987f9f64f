// Worf Son of Mogh (bog, 116_083): personnel — aboard the Bortas with Gowron, the ship has RANGE, WEAPONS and SHIELDS +3.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_083', {
  title: 'Worf Son of Mogh',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 3,
      // The text's {I.K.C. Bortas} is Gowron's flagship, listed as I.K.S. Bortas (not Duras' Battle Cruiser Bortas).
      ship: { titles: ['I.K.S. Bortas'] },
      to: {},
      where: 'aboard-ship',
      when: { kind: 'with', titles: ['Gowron'] },
    },
  ],
});
