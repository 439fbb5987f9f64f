// Dolak (bog, 116_057): personnel — his owner's Cardassian ships at his location have WEAPONS +2 each.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_057', {
  title: 'Dolak',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS'],
      delta: 2,
      ship: { yours: true, affiliation: 'Cardassian' },
      to: {},
      where: 'ships-here',
    },
  ],
});
