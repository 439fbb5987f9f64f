// B'Elanna (borg, 124_101): personnel — aboard a Maquis-icon ship, that ship has RANGE, WEAPONS and SHIELDS +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_101', {
  title: "B'Elanna",
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 2,
      ship: { icons: ['Maq'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
