// Ch'dak (tmp, 126_072): personnel — aboard a Klingon ship with the Classic Films icon, that ship has RANGE +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_072', {
  title: "Ch'dak",
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE'],
      delta: 1,
      ship: { affiliation: 'Klingon', icons: ['Films'] },
      to: {},
      where: 'aboard-ship',
    },
  ],
});
