// Commander Sulu (PL, 238_020): personnel — aboard a ship with the Classic Films icon, that ship has RANGE +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('238_020', {
  title: 'Commander Sulu',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE'],
      delta: 1,
      ship: { icons: ['Films'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
