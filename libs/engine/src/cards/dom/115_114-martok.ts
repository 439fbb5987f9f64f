// Martok (dom, 115_114): personnel — his owner's Klingon ships at his location have WEAPONS +2 each.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_114', {
  title: 'Martok',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS'],
      delta: 2,
      ship: { yours: true, affiliation: 'Klingon' },
      to: {},
      where: 'ships-here',
    },
  ],
});
