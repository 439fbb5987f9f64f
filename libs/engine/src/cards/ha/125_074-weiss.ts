// Weiss (ha, 125_074): personnel — opposing personnel present lose 1 STRENGTH.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_074', {
  title: 'Weiss',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['STRENGTH'],
      delta: -1,
      to: { whose: 'opposing' },
      where: 'present-personnel',
    },
  ],
});
