// Joachim (tmp, 126_096): personnel — aboard the U.S.S. Reliant, that ship has WEAPONS +3.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_096', {
  title: 'Joachim',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS'],
      delta: 3,
      ship: { titles: ['U.S.S. Reliant'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
