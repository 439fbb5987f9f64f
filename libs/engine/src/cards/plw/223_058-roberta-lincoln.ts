// Roberta Lincoln (plw, 223_058): personnel — with Gary Seven present, she and he have all attributes +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_058', {
  title: 'Roberta Lincoln',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Gary Seven'] },
    },
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: { whose: 'any', names: ['Gary Seven'] },
      where: 'present-personnel',
    },
  ],
});
