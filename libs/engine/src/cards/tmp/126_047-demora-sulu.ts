// Demora Sulu (tmp, 126_047): personnel — aboard any ship named Enterprise, that ship has RANGE +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_047', {
  title: 'Demora Sulu',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE'],
      delta: 1,
      ship: { titleWord: 'Enterprise' },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
