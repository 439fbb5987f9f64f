// Worf Son of Mogh (Dogs of War) (dow, 227_045): personnel — your other Klingon-affiliation personnel present are INTEGRITY +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_045', {
  title: 'Worf Son of Mogh (Dogs of War)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY'],
      delta: 1,
      to: { affiliation: 'Klingon' },
      where: 'present-personnel',
    },
  ],
});
