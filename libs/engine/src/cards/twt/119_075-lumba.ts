// Lumba (twt, 119_075): personnel — the first-listed skill of each universal Ferengi male present (either player's) counts twice; the gender-related dilemmas are cancelled where she is present (the engine always uses this "may"; the list as Qol (The Cage) reads it).
import { defineCard } from '../../behaviour/define';
import { GENDER_RELATED_DILEMMAS } from '../../behaviour/dilemma-groups';

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
      titles: GENDER_RELATED_DILEMMAS,
    },
  ],
});
