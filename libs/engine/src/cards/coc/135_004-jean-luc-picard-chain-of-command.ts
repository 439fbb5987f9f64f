// Jean-Luc Picard (Chain of Command) (coc, 135_004): personnel — aboard his owner's ship in a ship battle against a Borg ship, that ship has WEAPONS and SHIELDS +4.
import { defineCard } from '../../behaviour/define';

export default defineCard('135_004', {
  title: 'Jean-Luc Picard (Chain of Command)',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS', 'SHIELDS'],
      delta: 4,
      ship: { yours: true },
      to: {},
      where: 'aboard-ship',
      when: { kind: 'in-ship-battle-against', affiliation: 'Borg' },
    },
  ],
});
