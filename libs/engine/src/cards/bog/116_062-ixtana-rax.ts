// Ixtana'Rax (bog, 116_062): personnel — other Gamma Quadrant Jem'Hadar present have all attributes +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_062', {
  title: "Ixtana'Rax",
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { whose: 'any', species: "Jem'Hadar", icon: 'GQ' },
      where: 'present-personnel',
    },
  ],
});
