// Mr. Scott (twt, 119_071): personnel — aboard a Constitution-class ship, that ship has RANGE, WEAPONS and SHIELDS +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_071', {
  title: 'Mr. Scott',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 2,
      ship: { classes: ['Constitution'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
