// Commander Chekov (tmp, 126_043): personnel — aboard a Starship Enterprise, that ship has WEAPONS +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_043', {
  title: 'Commander Chekov',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS'],
      delta: 2,
      ship: { titles: ['Starship Enterprise'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
