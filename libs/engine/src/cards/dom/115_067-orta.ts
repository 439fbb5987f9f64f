// Orta (dom, 115_067): personnel — opposing personnel present lose 1 STRENGTH.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_067', {
  title: 'Orta',
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
