// Ensign Kjolholm (lookinggla, 184_043): personnel — your OFFICERs present with the Original Series and Terok Nor icons have Leadership too.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_043', {
  title: 'Ensign Kjolholm',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-skill',
      skill: 'Leadership',
      levels: 1,
      to: { classification: 'OFFICER', icons: ['OS', 'TE'] },
      where: 'present-personnel',
    },
  ],
});
