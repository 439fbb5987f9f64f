// Commander Chekov (Paradise Lost) (PL, 238_025): personnel — aboard the U.S.S. Reliant, that ship has WEAPONS +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('238_025', {
  title: 'Commander Chekov (Paradise Lost)',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS'],
      delta: 2,
      ship: { titles: ['U.S.S. Reliant'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
