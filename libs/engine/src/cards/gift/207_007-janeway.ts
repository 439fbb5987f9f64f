// Janeway (gift, 207_007): personnel — your Hirogen personnel present are STRENGTH +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('207_007', {
  title: 'Janeway',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['STRENGTH'],
      delta: 1,
      to: { affiliation: 'Hirogen' },
      where: 'present-personnel',
    },
  ],
});
