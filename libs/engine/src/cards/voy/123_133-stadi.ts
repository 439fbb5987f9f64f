// Stadi (voy, 123_133): personnel — aboard a Federation ship, that ship has RANGE +1, or +2 when it is an Intrepid-class ship.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_133', {
  title: 'Stadi',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE'],
      delta: 1,
      ship: { affiliation: 'Federation' },
      to: {},
      where: 'aboard-ship',
    },
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE'],
      delta: 1,
      ship: { affiliation: 'Federation', classes: ['Intrepid'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
