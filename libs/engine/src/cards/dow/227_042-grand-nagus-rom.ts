// Grand Nagus Rom (dow, 227_042): personnel — your other Ferengi present are INTEGRITY +2 each.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_042', {
  title: 'Grand Nagus Rom',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY'],
      delta: 2,
      to: { species: 'Ferengi' },
      where: 'present-personnel',
    },
  ],
});
