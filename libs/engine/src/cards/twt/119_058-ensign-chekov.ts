// Ensign Chekov (twt, 119_058): personnel — aboard a Starship Enterprise, that ship has RANGE +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_058', {
  title: 'Ensign Chekov',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE'],
      delta: 2,
      ship: { titles: ['Starship Enterprise'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
