// Farrell (lookinggla, 184_044): personnel — your personnel present with the Original Series, Terok Nor and Command icons have V.I.P.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_044', {
  title: 'Farrell',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-skill',
      skill: 'V.I.P.',
      levels: 1,
      to: { icons: ['OS', 'TE', 'Cmd'] },
      where: 'present-personnel',
    },
  ],
});
