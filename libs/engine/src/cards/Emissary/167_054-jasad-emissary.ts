// Jasad (Emissary) (Emissary, 167_054): personnel — in the Gamma Quadrant, the Cardassian ship he is aboard has RANGE, WEAPONS and SHIELDS +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_054', {
  title: 'Jasad (Emissary)',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 2,
      ship: { affiliation: 'Cardassian' },
      to: {},
      where: 'aboard-ship',
      when: { kind: 'in-quadrant', quadrant: 'Gamma' },
    },
  ],
});
