// Lt. Sulu (twt, 119_067): personnel — aboard a Starship Enterprise, that ship has WEAPONS +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_067', {
  title: 'Lt. Sulu',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS'],
      delta: 2,
      ship: { titles: ['Starship Enterprise'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
