// Mr. Sisko (mm, 122_104): personnel — your personnel with the Terok Nor era icon, unless alternate-universe, have all attributes +1 wherever they are.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_104', {
  title: 'Mr. Sisko',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { icon: 'TE', notIcon: 'AU' },
      where: 'in-play',
    },
  ],
});
