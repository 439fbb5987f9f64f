// Stella Mudd (tnz, 219_038): personnel — with Harcourt Fenton Mudd present she has SECURITY and Leadership.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_038', {
  title: 'Stella Mudd',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-skill',
      skill: 'SECURITY',
      levels: 1,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Harcourt Fenton Mudd'] },
    },
    {
      kind: 'personnel-skill',
      skill: 'Leadership',
      levels: 1,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Harcourt Fenton Mudd'] },
    },
  ],
});
