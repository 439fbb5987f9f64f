// Captain Worf (TNG, 155_079): personnel — with any K'Ehleyr present, he and she have all attributes +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_079', {
  title: 'Captain Worf',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ["K'Ehleyr"] },
    },
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: { whose: 'any', names: ["K'Ehleyr"] },
      where: 'present-personnel',
    },
  ],
});
