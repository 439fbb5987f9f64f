// Admiral Hayes (fc, 109_094): personnel — each of his owner's Federation ships at his location has WEAPONS +1 and SHIELDS +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_094', {
  title: 'Admiral Hayes',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS'],
      delta: 1,
      ship: { yours: true, affiliation: 'Federation' },
      to: {},
      where: 'ships-here',
    },
    {
      kind: 'crew-ship-attribute',
      attributes: ['SHIELDS'],
      delta: 2,
      ship: { yours: true, affiliation: 'Federation' },
      to: {},
      where: 'ships-here',
    },
  ],
});
