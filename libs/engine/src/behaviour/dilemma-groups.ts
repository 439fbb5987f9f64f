/**
 * Dilemma title lists that several cards name as one group ("female-related", "gender-related"
 * dilemmas), from the card list's characteristics; one list per group instead of a copy per card.
 * Readers match by title prefix or exact title, so a combined title ("X & Y") is listed as printed.
 */

/** Female-related dilemmas (Hoshi Sato, Lt. Uhura (Through the Looking Glass)). */
export const FEMALE_RELATED_DILEMMAS: readonly string[] = [
  'Anaphasic Organism',
  'Anaphasic Organism & Nagilum',
  "Female's Love Interest",
  "Female's Love Interest & Garbage Scow",
  'Matriarchal Society',
  'Parallel Romance',
  'Brief Romance',
  'Kidnappers',
  'Strange Bedfellows',
  'Distraction',
  'Talosian Cage',
  'Shore Leave',
  'Socializing with the Staff',
  "Looking for Par'mach",
  'Unexpected',
  'A Crime of Passion',
  'No Mention of Crime',
  'Entertaining Display',
  'Primal Urges',
];

/** Gender-related dilemmas (Qol (The Cage), Lumba). */
export const GENDER_RELATED_DILEMMAS: readonly string[] = [
  'A Crime of Passion',
  'Anaphasic Organism',
  'Anaphasic Organism & Nagilum',
  'Brief Romance',
  'Distraction',
  'Entertaining Display',
  "Female's Love Interest",
  "Female's Love Interest & Garbage Scow",
  'Ferengi Infestation',
  'Kidnappers',
  'Koon-ut-kal-if-fee',
  "Looking for Par'mach",
  "Male's Love Interest",
  "Male's Love Interest & Plague Ship",
  'Matriarchal Society',
  'No Mention of Crime',
  'Parallel Romance',
  'Primal Urges',
  'Shore Leave',
  'Socializing with the Staff',
  'Strange Bedfellows',
  'Talosian Cage',
  'Unexpected',
];
