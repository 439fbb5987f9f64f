// Third of Five (twt, 119_046): personnel — aboard her owner's Borg Scout Vessel, it has RANGE, WEAPONS and SHIELDS +2, or +4 in the Alpha Quadrant.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_046', {
  title: 'Third of Five',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 2,
      ship: { yours: true, titles: ['Borg Scout Vessel'] },
      to: {},
      where: 'aboard-ship',
    },
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 2,
      ship: { yours: true, titles: ['Borg Scout Vessel'] },
      to: {},
      where: 'aboard-ship',
      when: { kind: 'in-quadrant', quadrant: 'Alpha' },
    },
  ],
});
