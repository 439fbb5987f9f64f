// Senator Cretak (roa, 117_113): personnel — her owner's Romulan ships at her location have WEAPONS +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_113', {
  title: 'Senator Cretak',
  scenario: 'behaviour/personnel-ships.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['WEAPONS'],
      delta: 2,
      ship: { yours: true, affiliation: 'Romulan' },
      to: {},
      where: 'ships-here',
    },
  ],
});
