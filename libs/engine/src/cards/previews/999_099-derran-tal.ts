// Derran Tal (previews, 999_099): personnel — with Harry Kim present, he and Kim have all attributes +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('999_099', {
  title: 'Derran Tal',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Harry Kim'] },
    },
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: { whose: 'any', names: ['Harry Kim'] },
      where: 'present-personnel',
    },
  ],
});
