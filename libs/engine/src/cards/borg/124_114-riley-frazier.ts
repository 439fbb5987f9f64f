// Riley Frazier (borg, 124_114): personnel — your other Borg present are CUNNING +2 each.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_114', {
  title: 'Riley Frazier',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['CUNNING'],
      delta: 2,
      to: { species: 'Borg' },
      where: 'present-personnel',
    },
  ],
});
