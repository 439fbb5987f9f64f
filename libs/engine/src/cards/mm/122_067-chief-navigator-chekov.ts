// Chief Navigator Chekov (mm, 122_067): personnel — aboard the I.S.S. Enterprise, that ship has RANGE and WEAPONS +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_067', {
  title: 'Chief Navigator Chekov',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE', 'WEAPONS'],
      delta: 1,
      ship: { titles: ['I.S.S. Enterprise'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
