// Seventeen of Eighteen (borg, 124_062): personnel — aboard a ship of her owner in the Delta Quadrant, that ship has RANGE +2 (every copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_062', {
  title: 'Seventeen of Eighteen',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE'],
      delta: 2,
      ship: { yours: true },
      to: {},
      where: 'aboard-ship',
      when: { kind: 'in-quadrant', quadrant: 'Delta' },
      cumulative: true,
    },
  ],
});
