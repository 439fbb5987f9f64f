// Weyoun of Borg (mm, 122_057): personnel — aboard his owner's ship in a ship battle against a Dominion ship, that ship has WEAPONS and SHIELDS +4.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_057', {
  title: 'Weyoun of Borg',
  scenario: 'behaviour/personnel-c.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS', 'SHIELDS'],
      delta: 4,
      ship: { yours: true },
      to: {},
      where: 'aboard-ship',
      when: { kind: 'in-ship-battle-against', affiliation: 'Dominion' },
    },
  ],
});
