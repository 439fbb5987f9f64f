// Six of Twelve (borg, 124_063): personnel — each copy gives your Borg present CUNNING +1 and STRENGTH +1 (copies add up).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_063', {
  title: 'Six of Twelve',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['CUNNING', 'STRENGTH'],
      delta: 1,
      to: { species: 'Borg' },
      where: 'present-personnel',
      cumulative: true,
    },
  ],
});
