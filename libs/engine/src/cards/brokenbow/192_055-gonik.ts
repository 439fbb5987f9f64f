// Gonik (brokenbow, 192_055): personnel — with Captain Korok present, he and Korok have all attributes +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_055', {
  title: 'Gonik',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Captain Korok'] },
    },
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { whose: 'any', names: ['Captain Korok'] },
      where: 'present-personnel',
    },
  ],
});
