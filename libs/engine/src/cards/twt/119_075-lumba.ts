// Lumba (twt, 119_075): personnel — the first-listed skill of each universal Ferengi male present (either player's) counts twice; the gender-related dilemmas are cancelled where she is present (the engine always uses this "may"; the list as Qol (The Cage) reads it).
import { defineCard } from '../../behaviour/define';

export default defineCard('119_075', {
  title: 'Lumba',
  scenario: 'behaviour/personnel-c.spec.ts',
  modifiers: [
    {
      kind: 'personnel-double-skills',
      firstListedOnly: true,
      to: { whose: 'any', universal: true, affiliation: 'Ferengi', characteristic: 'Male' },
      where: 'present-personnel',
    },
  ],
  nullifies: [
    {
      kind: 'dilemmas-where-present',
      titles: [
        'A Crime of Passion',
        'Anaphasic Organism',
        'Brief Romance',
        'Distraction',
        'Entertaining Display',
        "Female's Love Interest",
        'Ferengi Infestation',
        'Kidnappers',
        'Koon-ut-kal-if-fee',
        "Looking for Par'mach",
        "Male's Love Interest",
        'Matriarchal Society',
        'No Mention of Crime',
        'Parallel Romance',
        'Primal Urges',
        'Shore Leave',
        'Socializing with the Staff',
        'Strange Bedfellows',
        'Talosian Cage',
        'Unexpected',
      ],
    },
  ],
});
