// Eight of Nineteen (fc, 109_076): personnel — each copy gives your Borg present STRENGTH +2 (copies add up).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_076', {
  title: 'Eight of Nineteen',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['STRENGTH'],
      delta: 2,
      to: { species: 'Borg' },
      where: 'present-personnel',
      cumulative: true,
    },
  ],
});
