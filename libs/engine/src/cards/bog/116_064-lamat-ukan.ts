// Lamat'Ukan (bog, 116_064): personnel — aboard a ship of his owner, that ship has WEAPONS +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_064', {
  title: "Lamat'Ukan",
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS'],
      delta: 2,
      ship: { yours: true },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
