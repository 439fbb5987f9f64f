// K'Vit (tstl, 163_038): personnel — aboard a Cha'Joh, that ship has RANGE +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_038', {
  title: "K'Vit",
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE'],
      delta: 2,
      ship: { titles: ["Cha'Joh"] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
