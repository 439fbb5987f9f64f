// Captain Koloth (twt, 119_078): personnel — aboard the I.K.C. Gr'oth, its RANGE, WEAPONS and SHIELDS are +1 for each Klingon [OS] personnel aboard (up to +3).
import { defineCard } from '../../behaviour/define';

export default defineCard('119_078', {
  title: 'Captain Koloth',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 1,
      ship: { titles: ["I.K.C. Gr'oth"] },
      to: {},
      where: 'aboard-ship',
      perAboard: { of: { species: 'Klingon', icon: 'OS' }, max: 3 },
    },
  ],
});
