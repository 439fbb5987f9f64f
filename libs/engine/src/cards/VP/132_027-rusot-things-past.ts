// Rusot (Things Past) (VP, 132_027): personnel — with Damar present he has Leadership and SECURITY.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_027', {
  title: 'Rusot (Things Past)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-skill',
      skill: 'Leadership',
      levels: 1,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Damar'] },
    },
    {
      kind: 'personnel-skill',
      skill: 'SECURITY',
      levels: 1,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Damar'] },
    },
  ],
});
