// Captain Kang (tmp, 126_071): personnel — aboard a ship at a mission with the Klingon icon, that ship has WEAPONS +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_071', {
  title: 'Captain Kang',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS'],
      delta: 2,
      ship: {},
      to: {},
      where: 'aboard-ship',
      when: { kind: 'at-mission-icon', affiliation: 'Klingon' },
    },
  ],
});
