// Andrea (tnz, 219_031): personnel — with Dr. Roger Korby present, she and he have all attributes +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_031', {
  title: 'Andrea',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Dr. Roger Korby'] },
    },
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { whose: 'any', names: ['Dr. Roger Korby'] },
      where: 'present-personnel',
    },
  ],
});
