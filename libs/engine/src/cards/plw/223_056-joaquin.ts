// Joaquin (plw, 223_056): personnel — with any Khan present he has Archaeology, Diplomacy and Astrophysics.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_056', {
  title: 'Joaquin',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-skill',
      skill: 'Archaeology',
      levels: 1,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Khan'] },
    },
    {
      kind: 'personnel-skill',
      skill: 'Diplomacy',
      levels: 1,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Khan'] },
    },
    {
      kind: 'personnel-skill',
      skill: 'Astrophysics',
      levels: 1,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Khan'] },
    },
  ],
});
