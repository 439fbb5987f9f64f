// Phlox (Broken Bow) (brokenbow, 192_080): personnel — every attribute +1 for each ANIMAL present with him.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_080', {
  title: 'Phlox (Broken Bow)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      per: { whose: 'any', classification: 'ANIMAL' },
      to: {},
      where: 'self',
    },
  ],
});
