// Dr. Brown (tnz, 219_033): personnel — your Dr. Roger Korby at his location has SCIENCE.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_033', {
  title: 'Dr. Brown',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-skill',
      skill: 'SCIENCE',
      levels: 1,
      to: { names: ['Dr. Roger Korby'] },
      where: 'here',
    },
  ],
});
