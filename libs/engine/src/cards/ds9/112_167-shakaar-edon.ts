// Shakaar Edon (ds9, 112_167): personnel — the other Bajorans present are STRENGTH +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_167', {
  title: 'Shakaar Edon',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['STRENGTH'],
      delta: 2,
      to: { whose: 'any', species: 'Bajoran' },
      where: 'present-personnel',
    },
  ],
});
