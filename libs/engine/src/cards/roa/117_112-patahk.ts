// Patahk (roa, 117_112): personnel — aboard the Pi with Bochra, the Pi has RANGE, WEAPONS and SHIELDS +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_112', {
  title: 'Patahk',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 2,
      ship: { titles: ['Pi'] },
      to: {},
      where: 'aboard-ship',
      when: { kind: 'with', titles: ['Bochra'] },
    },
  ],
});
