// Mara (plw, 223_039): personnel — with any Captain Kang present, she and Kang have all attributes +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_039', {
  title: 'Mara',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Captain Kang'] },
    },
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: { whose: 'any', names: ['Captain Kang'] },
      where: 'present-personnel',
    },
  ],
});
