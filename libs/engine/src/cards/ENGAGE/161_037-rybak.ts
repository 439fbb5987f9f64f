// Rybak (ENGAGE, 161_037): personnel — aboard his owner's Mercenary Ship, it has RANGE, WEAPONS and SHIELDS +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_037', {
  title: 'Rybak',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 1,
      ship: { yours: true, titles: ['Mercenary Ship'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
