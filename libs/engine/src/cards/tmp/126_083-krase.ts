// Krase (tmp, 126_083): personnel — his owner's Klingon ships with the Classic Films icon at his location have SHIELDS +2 each.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_083', {
  title: 'Krase',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['SHIELDS'],
      delta: 2,
      ship: { yours: true, affiliation: 'Klingon', icons: ['Films'] },
      to: {},
      where: 'ships-here',
    },
  ],
});
