// Praetor Neral (ha, 125_121): personnel — each of your Tal Shiar personnel has SECURITY as well, wherever it is.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_121', {
  title: 'Praetor Neral',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-skill',
      skill: 'SECURITY',
      levels: 1,
      to: { skill: 'Tal Shiar' },
      where: 'in-play',
    },
  ],
});
