// Morak (borg, 124_099): personnel — aboard the I.K.C. Voq'leng, it has RANGE, WEAPONS and SHIELDS +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_099', {
  title: 'Morak',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 1,
      ship: { titles: ["I.K.C. Voq'leng"] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
