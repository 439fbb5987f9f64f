// Arachnia (ha, 125_082): personnel — opposing ships at her location are SHIELDS -4 unless a female is aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_082', {
  title: 'Arachnia',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [
    {
      kind: 'crew-ship-attribute',
      attributes: ['SHIELDS'],
      delta: -4,
      ship: { opposing: true, unlessAboard: { whose: 'any', characteristic: 'Female' } },
      to: {},
      where: 'ships-here',
    },
  ],
});
