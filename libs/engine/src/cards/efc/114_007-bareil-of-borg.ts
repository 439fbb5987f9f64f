// Bareil of Borg (efc, 114_007): personnel — aboard his owner's ship in a ship battle against a Bajoran ship, that ship has WEAPONS and SHIELDS +4.
import { defineCard } from '../../behaviour/define';

export default defineCard('114_007', {
  title: 'Bareil of Borg',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS', 'SHIELDS'],
      delta: 4,
      ship: { yours: true },
      to: {},
      where: 'aboard-ship',
      when: { kind: 'in-ship-battle-against', affiliation: 'Bajoran' },
    },
  ],
});
